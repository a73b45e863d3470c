/**
 * Two rules of issue 34 (point 5), checked on every screen the journeys visit in all three engines,
 * written once as page scripts (plain JavaScript source, as e2e/engines/inPage.ts explains: WebDriver
 * classic and BiDi take a script as text, and Playwright's `page.evaluate` takes the same string).
 * Each evaluates to a list of problems: empty means the screen keeps the rule.
 */

/** Short values up to this many characters must sit on one line (ui/Fields.tsx TOKEN_MAX). */
export const TOKEN_MAX_CHARS = 30;

/**
 * No notification drawn over the page (fixed, absolute or sticky, itself or through an ancestor: a
 * toast, a live region, an alert) has a box that meets a heading's or a control's box. Regions hidden
 * from sight (a visually-hidden live region is 1 × 1 px and clipped) cover nothing and are skipped.
 */
export const NOTIFICATIONS_OVER_CONTENT = String.raw`(() => {
  const shown = (el) => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    const r = el.getBoundingClientRect();
    return r.width > 2 && r.height > 2;
  };
  const floating = (el) => {
    for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'absolute' || position === 'sticky') return true;
    }
    return false;
  };
  const name = (el) => (el.getAttribute('aria-label') || el.textContent || el.tagName).replace(/\s+/g, ' ').trim().slice(0, 50);
  const notes = Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live], .toast'))
    .filter((el) => el.closest('[role="dialog"]') === null && floating(el) && shown(el) && el.textContent.trim() !== '');
  const targets = Array.from(document.querySelectorAll(
    'h1, h2, h3, h4, h5, h6, [role="heading"], button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="link"]',
  )).filter(shown);
  const problems = [];
  for (const note of notes) {
    const n = note.getBoundingClientRect();
    for (const target of targets) {
      if (note.contains(target) || target.contains(note)) continue;
      const t = target.getBoundingClientRect();
      const width = Math.min(n.right, t.right) - Math.max(n.left, t.left);
      const height = Math.min(n.bottom, t.bottom) - Math.max(n.top, t.top);
      if (width > 1 && height > 1) problems.push('"' + name(note) + '" covers ' + target.tagName.toLowerCase() + ' "' + name(target) + '"');
    }
  }
  return problems;
})()`;

/**
 * No short value breaks inside: every value element (a `data-token` the portal marks, a field's
 * value, a listed value, a headline amount, the countdown's clock) whose text has at most
 * TOKEN_MAX_CHARS characters has all its text on one line, read from its text's client rects.
 */
export const VALUES_BROKEN_MID_TOKEN = String.raw`(() => {
  const MAX = ${TOKEN_MAX_CHARS};
  const problems = [];
  const values = document.querySelectorAll('[data-token], .fields__row dd, .value-list li, .amount__value, .countdown__clock');
  for (const el of values) {
    const text = el.textContent.replace(/\s+/g, ' ').trim();
    if (text === '' || text.length > MAX || el.getClientRects().length === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
    // A rect that starts at or below the current line's bottom starts a new line.
    let lines = 0;
    let bottom = -Infinity;
    for (const r of rects) {
      if (r.top >= bottom - 1) {
        lines += 1;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    }
    if (lines > 1) problems.push('"' + text + '" on ' + lines + ' lines at ' + innerWidth + ' px');
  }
  return problems;
})()`;
