/**
 * Scripts that run inside the page, in every engine, as plain JavaScript source: no compiler
 * touches them (tsx would wrap named functions in helpers the page does not have), and WebDriver
 * classic (WebKit) and WebDriver BiDi (Firefox) both take a script as text.
 */

import type { Target } from '../harness/page';

export type { Role, Target } from '../harness/page';

/** A target made JSON: regular expressions travel as { source, flags }. */
export function serialiseTarget(target: Target): unknown {
  return JSON.parse(
    JSON.stringify(target, (_key, value: unknown) => (value instanceof RegExp ? { __re: value.source, flags: value.flags } : value)),
  );
}

export function describeTarget(target: Target): string {
  const t = target as Record<string, unknown>;
  const own = Object.entries(t)
    .filter(([k]) => k !== 'within')
    .map(([k, v]) => `${k}=${v instanceof RegExp ? String(v) : JSON.stringify(v)}`)
    .join(' ');
  return t.within ? `${own} within (${describeTarget(t.within as Target)})` : own;
}

/**
 * `locate(target, all)`: the visible elements matching the target (first one, or all of them).
 * Accessible names are computed the simple way the portal's markup needs: aria-label,
 * aria-labelledby, <label>, <legend>, alt, then the text without aria-hidden parts.
 */
export const LOCATE_SOURCE = String.raw`function locate(target, all) {
  const SELECTORS = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    link: 'a[href], [role="link"]',
    img: 'img, svg[role="img"], [role="img"]',
    group: 'fieldset, [role="group"]',
    alert: '[role="alert"]',
    textbox: 'input:not([type]), input[type="text"], input[type="password"], input[type="tel"], textarea, [role="textbox"]',
    combobox: 'select, [role="combobox"]',
  };
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const matches = (value, want, exact) => {
    if (want === undefined || want === null) return true;
    if (typeof want === 'object' && want.__re !== undefined) return new RegExp(want.__re, want.flags).test(value);
    return exact === false ? value.toLowerCase().includes(String(want).toLowerCase()) : value === want;
  };
  const visible = (el) => {
    if (!el.isConnected) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    return el.getClientRects().length > 0;
  };
  const textOf = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node.tagName === 'IMG') return node.getAttribute('alt') || '';
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return '';
    let s = '';
    for (const child of node.childNodes) s += ' ' + textOf(child);
    return s;
  };
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by) return norm(by.split(/\s+/).map((id) => { const ref = document.getElementById(id); return ref ? textOf(ref) : ''; }).join(' '));
    if (el.labels && el.labels.length) return norm(Array.from(el.labels).map(textOf).join(' '));
    if (el.tagName === 'FIELDSET') { const legend = el.querySelector('legend'); if (legend) return norm(textOf(legend)); }
    if (el.tagName === 'IMG') return norm(el.getAttribute('alt'));
    if (el.tagName === 'INPUT' && (el.type === 'submit' || el.type === 'button')) return norm(el.value);
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return norm(el.getAttribute('placeholder') || el.getAttribute('title'));
    return norm(textOf(el));
  };
  const scopes = target.within ? locate(target.within, true) : [document];
  const found = [];
  for (const scope of scopes) {
    let candidates;
    if (target.role) {
      candidates = Array.from(scope.querySelectorAll(SELECTORS[target.role])).filter((el) => {
        if (target.level && !(el.tagName === 'H' + target.level || el.getAttribute('aria-level') === String(target.level))) return false;
        return matches(nameOf(el), target.name, target.exact);
      });
    } else if (target.label !== undefined) {
      candidates = Array.from(scope.querySelectorAll('input, select, textarea, [role="textbox"], [role="checkbox"]')).filter((el) => matches(nameOf(el), target.label, true));
    } else if (target.placeholder !== undefined) {
      candidates = Array.from(scope.querySelectorAll('[placeholder]')).filter((el) => el.getAttribute('placeholder') === target.placeholder);
    } else if (target.text !== undefined) {
      // The innermost elements whose own text matches.
      candidates = Array.from(scope.querySelectorAll('body *')).filter((el) => matches(norm(textOf(el)), target.text, target.exact))
        .filter((el, _i, list) => !list.some((other) => other !== el && el.contains(other)));
    } else {
      candidates = Array.from(scope.querySelectorAll(target.css));
    }
    for (const el of candidates) if (visible(el) && !found.includes(el)) found.push(el);
  }
  return all ? found : (found[0] || null);
}`;

/**
 * Installs, once per document, the watchers every journey asserts on: uncaught errors, unhandled
 * rejections, console.error calls and Content-Security-Policy violations (the
 * `securitypolicyviolation` event every engine fires, plus a buffered ReportingObserver where the
 * engine has one, for violations before the watcher). Returns and clears what was seen since the
 * last call.
 */
export const WATCH_SOURCE = String.raw`(function watch() {
  const w = window;
  if (!w.__engineWatch) {
    const seen = [];
    w.__engineWatch = seen;
    const push = (s) => seen.push(String(s).slice(0, 500) + ' [' + location.pathname + ']');
    w.addEventListener('error', (e) => {
      if (e.target && e.target !== w && e.target.tagName) return; // a failed resource, not a script error
      push('uncaught error: ' + (e.message || e.error));
    }, true);
    w.addEventListener('unhandledrejection', (e) => push('unhandled rejection: ' + (e.reason && e.reason.stack || e.reason)));
    document.addEventListener('securitypolicyviolation', (e) => push('CSP violation: ' + e.violatedDirective + ' blocked ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber));
    const original = console.error;
    console.error = function () { push('console.error: ' + Array.from(arguments).map(String).join(' ')); return original.apply(this, arguments); };
    if (typeof ReportingObserver === 'function') {
      try {
        new ReportingObserver((reports) => {
          for (const r of reports) push('CSP violation (report): ' + (r.body && (r.body.effectiveDirective || r.body.violatedDirective)) + ' blocked ' + (r.body && r.body.blockedURL));
        }, { types: ['csp-violation'], buffered: true }).observe();
      } catch (_) { /* an engine without csp-violation reports */ }
    }
  }
  return w.__engineWatch.splice(0);
})()`;
