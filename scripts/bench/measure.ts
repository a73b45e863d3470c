/**
 * The browser figures of `npm run bench`: Playwright drives Debian's Chromium; a CDP session per page
 * applies Lighthouse's mobile conditions, the CPU slowdown calibrated to the machine (calibrate.ts);
 * every run gets a fresh browser context (cold cache: its own connections, TLS handshakes included).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Response } from '@playwright/test';
import { browserUiIdle } from './browserUi';
import { REFERENCE_RATE } from './calibrate';
import { AUTHORISATIONS_FLOOR_PATH, AUTHORISATIONS_PATH, consentStatus, createConsent, FLOOR_LOGIN_PATH, FLOOR_PATH, REFERENCE_PATH, type Site } from './server';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export const CHROMIUM = CHROMIUM_PATH;
export { CHROMIUM_ARGS };

/**
 * Lighthouse's mobile conditions (slow 4G, Moto G Power-sized screen); the CPU slowdown is `cpuRate`.
 * The network's figures are played by the link in front of the ingress (link.ts: `latencyMs` is its
 * round trip), or by the browser's emulation (`latencyMs` a request's added latency) with
 * BENCH_NETWORK=emulated.
 */
export const CONDITIONS = {
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

/** Whether the browser emulates the network (BENCH_NETWORK=emulated): no link in front of the ingress then. */
let emulatedNetwork = false;
export function setEmulatedNetwork(on: boolean): void {
  emulatedNetwork = on;
}

/** The CPU slowdown of every measured page: 4× until run.ts sets the machine's (calibrate.ts). */
let cpuRate: number = REFERENCE_RATE;
export function setCpuRate(rate: number): void {
  cpuRate = rate;
}

const AUTH_PATH = '/protocol/openid-connect/auth';
export const CONSENT_VISIBLE_MARK = 'consent-visible';
/** The portal's list of the customer's authorisations, and its floor, mark this when the list is first on screen. */
export const AUTHORISATIONS_VISIBLE_MARK = 'authorisations-visible';
type VisibleMark = typeof CONSENT_VISIBLE_MARK | typeof AUTHORISATIONS_VISIBLE_MARK;
/** The dynamic floor's second mark: its DOM holds the screen, its frame not yet drawn (decision 039). */
const FLOOR_DOM_MARK = 'floor-dom';
/** How long after the screen is visible (or LCP, for the reference) long tasks and shifts are still counted. */
export const SETTLE_MS = 1000;
const STEP_TIMEOUT_MS = 45_000;

export interface Asset {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  antd: boolean;
  /** Where the bytes came from: the response body, or the served file when the body was gone. */
  source: 'response' | 'file';
  /** Route of the page when the request started, and its resource timing in ms (screens only). */
  route?: string;
  startMs?: number;
  endMs?: number;
}

export interface EntryRun {
  consentId: string;
  msToAuthRequest: number;
  assets: Asset[];
  jsGzip: number;
  cssGzip: number;
  antd: boolean;
}

export interface ScreenRun {
  consentId?: string;
  statusAfter?: string;
  visibleMs: number;
  /** The dynamic floor only: its `floor-dom` mark, when the DOM holds the screen, before its frame. */
  domMs?: number;
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  tbtMs: number;
  cls: number;
  /** Long tasks seen until the end of the settle period: [start, duration] in ms. */
  longTasks: [number, number][];
  /** Every request the page made (path, start, response end, in ms): the critical path, read back. */
  requests: [string, number, number][];
  /** Layout shifts seen until the end of the settle period, with what moved: where a CLS comes from. */
  shifts: PageLog['shifts'];
  frames: PageLog['frames'];
  assets: Asset[];
  jsGzip: number;
  cssGzip: number;
  byRoute: Record<string, { jsGzip: number; cssGzip: number; chunks: string[] }>;
  /** The page's route when the visible mark (or the LCP) was set: which screen was measured. */
  screenRoute: string;
}

/**
 * Ant Design markers. JS: every antd component reads `getPrefixCls` from antd's ConfigContext (an
 * object key, so it survives minification; the portal's own code never uses it). CSS: antd's
 * stylesheet defines hundreds of `.ant-*` classes; the portal's own CSS restyles at most a few.
 */
export function hasAntd(kind: 'js' | 'css', text: string): boolean {
  if (kind === 'js') return text.includes('getPrefixCls');
  const classes = new Set(text.match(/\.ant-[a-z][\w-]*/g) ?? []);
  return classes.size >= 20;
}

export const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * The bench's Chromium. `spki`: the throwaway certificate's key (server.ts), the only one it accepts
 * without a chain of trust (Chromium honours the flag with a profile of its own, which Playwright gives).
 * The signals are the bench's (lifecycle.ts): Playwright's own Ctrl-C handler closes its browsers and
 * exits the process, before nginx and the simulated bank are stopped.
 */
export async function launchBrowser(spki: string | null): Promise<Browser> {
  const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
  const signals = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...trust], timeout: 60_000, ...signals });
}

async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: CONDITIONS.viewport,
    deviceScaleFactor: CONDITIONS.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
}

/** A page of the context, once the new window's own UI has loaded (scripts/bench/browserUi.ts). */
async function measuredPage(browser: Browser, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await browserUiIdle(browser);
  return page;
}

/** CDP: CPU throttling of Lighthouse's mobile preset (and its network, when emulated), cache off for good measure. */
async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (emulatedNetwork) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: CONDITIONS.latencyMs,
      downloadThroughput: (CONDITIONS.downloadKbps * 1024) / 8,
      uploadThroughput: (CONDITIONS.uploadKbps * 1024) / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return cdp;
}

/** Collects the bodies of JS and CSS responses as they finish (read before the page goes away). */
function collectBodies(page: Page): Map<string, Promise<Buffer | null>> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && !bodies.has(response.url())) {
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
    }
  });
  return bodies;
}

async function assetOf(url: string, kind: 'js' | 'css', bodies: Map<string, Promise<Buffer | null>>, dist: string): Promise<Asset> {
  let body = (await bodies.get(url)) ?? null;
  let source: Asset['source'] = 'response';
  if (!body) {
    // The page navigated away before Playwright read the body: nginx serves the dist/ copy's files as they are.
    const file = path.join(dist, new URL(url).pathname);
    body = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    source = 'file';
  }
  return { url, kind, bytes: body.length, gzipBytes: gzipSize(body), antd: hasAntd(kind, body.toString('utf8')), source };
}

const sum = (assets: Asset[], kind: 'js' | 'css') => assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.gzipBytes, 0);
export const shortName = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '');

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ---- Entry page --------------------------------------------------------------------------------

/**
 * `/?intent_id=…&redirect_uri=…` of a fresh pix-imediato consent, until the request to the
 * provider's authorization endpoint starts. Times are CDP `Network.requestWillBeSent` timestamps
 * (one monotonic clock): the document request is navigation start.
 */
export async function measureEntry(browser: Browser, site: Site): Promise<EntryRun> {
  const { base, root: dist } = site;
  const { consentId, portalUrl } = await createConsent(site.api, 'pix-imediato', 'maria');
  const context = await freshContext(browser);
  try {
    const page = await measuredPage(browser, context);
    const cdp = await throttle(context, page);
    const bodies = collectBodies(page);
    const requests: { url: string; type: string; timestamp: number }[] = [];
    let start: number | undefined;
    const authSeen = new Promise<number>((resolve) => {
      cdp.on('Network.requestWillBeSent', (event) => {
        const entry = { url: event.request.url, type: event.type ?? '', timestamp: event.timestamp };
        requests.push(entry);
        if (start === undefined && entry.type === 'Document' && entry.url === portalUrl) start = entry.timestamp;
        if (entry.url.includes(AUTH_PATH)) resolve(entry.timestamp);
      });
    });
    void page.goto(portalUrl, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS }).catch(() => undefined);
    const authAt = await withTimeout(authSeen, STEP_TIMEOUT_MS, 'entry page until the authorization request');
    if (start === undefined) throw new Error('entry page: document request not seen');
    const before = requests.filter((r) => r.timestamp <= authAt && (r.type === 'Script' || r.type === 'Stylesheet') && r.url.startsWith(base));
    const assets = await Promise.all(
      [...new Set(before.map((r) => r.url))].map((url) => assetOf(url, url.endsWith('.css') ? 'css' : 'js', bodies, dist)),
    );
    return {
      consentId,
      msToAuthRequest: (authAt - start) * 1000,
      assets,
      jsGzip: sum(assets, 'js'),
      cssGzip: sum(assets, 'css'),
      antd: assets.some((a) => a.antd),
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

// ---- Screens (consent, reference) --------------------------------------------------------------

interface PageLog {
  fcp: number | null;
  lcp: { t: number; size: number; element: string }[];
  shifts: { t: number; value: number; recentInput: boolean; sources: string[] }[];
  longTasks: { t: number; d: number }[];
  /** Long animation frames with the scripts that ran in them: what the long tasks were doing. */
  frames: { t: number; d: number; scripts: { src: string; invoker: string; d: number }[] }[];
  routes: { t: number; path: string }[];
}

/**
 * Runs before any script of the page: restores the session (consent screen) once, and observes
 * paint, LCP, layout shifts, long tasks and the client-side route changes (Navigation API).
 */
function pageInit(arg: { origin: string; restore: Record<string, string> | null }): void {
  if (location.origin !== arg.origin) return;
  if (arg.restore && sessionStorage.getItem('bench.restored') === null) {
    for (const [key, value] of Object.entries(arg.restore)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('bench.restored', '1');
  }
  const log: PageLog = { fcp: null, lcp: [], shifts: [], longTasks: [], frames: [], routes: [{ t: 0, path: location.pathname }] };
  (window as unknown as { __bench: PageLog }).__bench = log;
  const observe = (type: string, each: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      /* entry type not supported */
    }
  };
  const describe = (node: Element | null | undefined) =>
    node ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}` : '';
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') log.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    const lcp = e as PerformanceEntry & { size: number; element?: Element | null };
    log.lcp.push({ t: lcp.startTime, size: lcp.size, element: describe(lcp.element) });
  });
  observe('layout-shift', (e) => {
    type Rect = { x: number; y: number; width: number; height: number };
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Element | null; previousRect: Rect; currentRect: Rect }[] };
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const sources = (shift.sources ?? []).map((s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`);
    log.shifts.push({ t: shift.startTime, value: shift.value, recentInput: shift.hadRecentInput, sources });
  });
  observe('longtask', (e) => log.longTasks.push({ t: e.startTime, d: e.duration }));
  observe('long-animation-frame', (e) => {
    const frame = e as PerformanceEntry & { scripts?: { sourceURL: string; invoker: string; duration: number }[] };
    log.frames.push({
      t: frame.startTime,
      d: frame.duration,
      scripts: (frame.scripts ?? []).map((s) => ({ src: s.sourceURL.replace(/^.*\//, ''), invoker: s.invoker, d: Math.round(s.duration) })),
    });
  });
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const url = (event as Event & { destination?: { url: string } }).destination?.url;
    if (url) log.routes.push({ t: performance.now(), path: new URL(url).pathname });
  });
}

/**
 * Total blocking time as Lighthouse computes it, over [FCP, end]: each long task (> 50 ms) clipped
 * to the window counts for its part above 50 ms.
 */
export function blockingTime(tasks: { t: number; d: number }[], from: number, to: number): number {
  let total = 0;
  for (const { t, d } of tasks) {
    if (d <= 50 || t + d < from || t > to) continue;
    const clipped = Math.min(t + d, to) - Math.max(t, from);
    if (clipped > 50) total += clipped - 50;
  }
  return total;
}

async function measureScreen(
  browser: Browser,
  site: Site,
  target: string,
  restore: Record<string, string> | null,
  waitFor: VisibleMark | 'lcp',
): Promise<ScreenRun> {
  const { base, root: dist } = site;
  const context = await freshContext(browser);
  try {
    // As source text: tsx (esbuild keepNames) wraps inner functions in `__name(...)`, which the page lacks.
    const arg = JSON.stringify({ origin: new URL(base).origin, restore });
    await context.addInitScript({ content: `(() => {\nconst __name = (f) => f;\n(${pageInit.toString()})(${arg});\n})();` });
    const page = await measuredPage(browser, context);
    await throttle(context, page);
    const bodies = collectBodies(page);
    await page.goto(`${base}${target}`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    if (waitFor !== 'lcp') {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, waitFor, {
        polling: 100,
        timeout: STEP_TIMEOUT_MS,
      });
    } else {
      await page.waitForLoadState('load', { timeout: STEP_TIMEOUT_MS });
      await page.waitForFunction(() => (window as unknown as { __bench: PageLog }).__bench.lcp.length > 0, null, {
        polling: 100,
        timeout: STEP_TIMEOUT_MS,
      });
    }
    // Late long tasks, shifts and LCP candidates: watch a little longer than the window counted.
    await page.waitForTimeout(SETTLE_MS + 500);
    const data = await page.evaluate(([mark, domMark]) => {
      const visible = performance.getEntriesByName(mark)[0]?.startTime ?? null;
      const dom = performance.getEntriesByName(domMark)[0]?.startTime ?? null;
      const resources = performance
        .getEntriesByType('resource')
        .map((r) => ({ url: r.name, startTime: r.startTime, responseEnd: (r as PerformanceResourceTiming).responseEnd }));
      return { log: (window as unknown as { __bench: PageLog }).__bench, visible, dom, resources };
    }, [waitFor === 'lcp' ? CONSENT_VISIBLE_MARK : waitFor, FLOOR_DOM_MARK] as const);
    const { log } = data;
    const lastLcp = log.lcp[log.lcp.length - 1];
    const lcpMs = lastLcp?.t ?? Number.NaN;
    const visibleMs = waitFor === 'lcp' ? lcpMs : (data.visible ?? Number.NaN);
    const fcpMs = log.fcp ?? Number.NaN;
    const end = visibleMs + SETTLE_MS;
    const routeAt = (t: number) => [...log.routes].reverse().find((r) => r.t <= t)?.path ?? target;

    const scripts = data.resources.filter((r) => r.url.startsWith(base) && /\.(js|css)(\?|$)/.test(new URL(r.url).pathname));
    const assets = await Promise.all(
      scripts.map(async (r) => ({
        ...(await assetOf(r.url, r.url.endsWith('.css') ? 'css' : 'js', bodies, dist)),
        route: routeAt(r.startTime),
        startMs: Math.round(r.startTime),
        endMs: Math.round(r.responseEnd),
      })),
    );
    const byRoute: ScreenRun['byRoute'] = {};
    for (const route of [...new Set([target, ...log.routes.map((r) => r.path)])]) {
      const own = assets.filter((a) => a.route === route);
      byRoute[route] = { jsGzip: sum(own, 'js'), cssGzip: sum(own, 'css'), chunks: own.map((a) => shortName(a.url)) };
    }
    return {
      visibleMs,
      ...(data.dom === null ? {} : { domMs: data.dom }),
      fcpMs,
      lcpMs,
      lcpElement: lastLcp?.element ?? '',
      tbtMs: blockingTime(log.longTasks, fcpMs, end),
      cls: log.shifts.filter((s) => !s.recentInput && s.t <= end).reduce((n, s) => n + s.value, 0),
      longTasks: log.longTasks.map((task): [number, number] => [Math.round(task.t), Math.round(task.d)]),
      requests: data.resources.map((r): [string, number, number] => [new URL(r.url).pathname, Math.round(r.startTime), Math.round(r.responseEnd)]),
      shifts: log.shifts.filter((s) => s.t <= end).map((s) => ({ ...s, t: Math.round(s.t), value: Number(s.value.toFixed(4)) })),
      frames: log.frames.map((f) => ({ ...f, t: Math.round(f.t), d: Math.round(f.d) })),
      assets,
      jsGzip: sum(assets, 'js'),
      cssGzip: sum(assets, 'css'),
      byRoute,
      screenRoute: routeAt(visibleMs),
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * Logs in once through the UI (unthrottled, not measured), reaches /pix and returns the portal
 * origin's sessionStorage: the OIDC user (access token valid 30 minutes) and the journey keys.
 */
export interface Session {
  storage: Record<string, string>;
  /** The consent of the log-in journey: its id is the value the measured runs replace. */
  consentId: string;
}

export async function loggedInSession(browser: Browser, site: Site): Promise<Session> {
  const { consentId, portalUrl } = await createConsent(site.api, 'pix-imediato', 'maria');
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto(portalUrl);
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel('Senha').fill('1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/pix');
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, CONSENT_VISIBLE_MARK);
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    return { storage, consentId };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * `/carregando` in a fresh context with the session restored and a fresh consent put in place of
 * the journey's intent, until the portal marks the consent as visible.
 */
export async function measureConsent(browser: Browser, site: Site, session: Session): Promise<ScreenRun> {
  return measureKind(browser, site, session, 'pix-imediato', '/pix');
}

/**
 * A kind's confirmation screen measured as the Pix one: `/carregando` with the session restored and
 * a fresh consent of the scenario in place of the intent, until consent-visible. The screen reached
 * must be the kind's (`route`): a scenario whose answer led elsewhere (an account to choose, an
 * error) would be timed as something else.
 */
export async function measureKind(browser: Browser, site: Site, session: Session, scenario: string, route: string): Promise<ScreenRun> {
  const { consentId, restore } = await sessionFor(site, session, scenario);
  const run = await measureScreen(browser, site, '/carregando', restore, 'consent-visible');
  if (run.screenRoute !== route) throw new Error(`scenario ${scenario}: consent-visible on ${run.screenRoute}, not ${route}`);
  return { ...run, consentId, statusAfter: await consentStatus(site.api, consentId) };
}

/**
 * The customer's authorisations' list (`/autorizacoes`, decision 083) or its floor
 * (`/referencia/autorizacoes`, bench/reference/autorizacoes.js) opened directly with the logged-in
 * session restored, as the consent's screen and its floor are, until the `authorisations-visible`
 * mark: both start from the same state and make the same call with the same bearer. The list must
 * be marked on its own route: a login or an error page instead would be timed as something else.
 */
export async function measureAuthorisations(browser: Browser, site: Site, session: Session, side: 'portal' | 'floor'): Promise<ScreenRun> {
  const target = side === 'portal' ? AUTHORISATIONS_PATH : AUTHORISATIONS_FLOOR_PATH;
  const run = await measureScreen(browser, site, target, session.storage, AUTHORISATIONS_VISIBLE_MARK);
  if (run.screenRoute !== target) throw new Error(`${target}: ${AUTHORISATIONS_VISIBLE_MARK} on ${run.screenRoute}`);
  return run;
}

/** The enrolment the bench measures: Maria's, with the defaults and a fixed account. */
const ENROLMENT_SCENARIO = 'vinculo-conta-fixa';

export async function measureReference(browser: Browser, site: Site): Promise<ScreenRun> {
  return measureScreen(browser, site, REFERENCE_PATH, null, 'lcp');
}

/** A fresh consent of the scenario, with the logged-in session's storage pointing at it. */
async function sessionFor(site: Site, session: Session, scenario: string): Promise<{ consentId: string; restore: Record<string, string> }> {
  const { consentId } = await createConsent(site.api, scenario, 'maria');
  const entries = Object.entries(session.storage);
  if (!entries.some(([, value]) => value === session.consentId)) throw new Error("the portal's sessionStorage does not hold the consent id");
  return { consentId, restore: Object.fromEntries(entries.map(([key, value]) => [key, value === session.consentId ? consentId : value])) };
}

/**
 * The customer's own path to the consent screen: the login form filled (not measured), then, under
 * the same throttling, 'Entrar' pressed → the provider's redirect → `/callback` (a page load: the code
 * exchange, no user info since decision 084) → `/carregando` → the consent screen. Measured from the press to the
 * portal's `consent-visible` mark, on one clock (the page's time origin plus the mark). A fresh
 * consent and a fresh context per run; the login itself is the simulated bank's provider.
 *
 * `floor`: the same login started by the login floor's entry (`/referencia/pix-entrada`, no app),
 * whose `/callback` is the dynamic floor finishing the code flow (pix-dinamica.js): the same
 * redirects and token exchange (no user info either), then the consent fetched and drawn, the same mark.
 */
export async function measureAfterLogin(browser: Browser, site: Site, kind: 'portal' | 'floor' = 'portal'): Promise<number> {
  const { consentId, portalUrl } = await createConsent(site.api, 'pix-imediato', 'maria');
  const start = kind === 'portal' ? portalUrl : `${site.base}${FLOOR_LOGIN_PATH}?intent_id=${encodeURIComponent(consentId)}`;
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto(start);
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel('Senha').fill('1234');
    await throttle(context, page);
    const pressed = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === (kind === 'portal' ? '/pix' : '/callback'));
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, CONSENT_VISIBLE_MARK, { polling: 100 });
    const visible = await page.evaluate((mark) => performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN), CONSENT_VISIBLE_MARK);
    return visible - pressed;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * The dynamic floor (`/referencia/pix-dinamica`, bench/reference/pix-dinamica.js): no framework, the
 * consent screen's network work (session from sessionStorage, /config.json, the consent from the BFF
 * with the token), the same screen drawn with DOM calls, the same mark. Same session, fresh consent.
 * With `PACKAGES_FLOOR_PATH`, the packages floor: the same page, which first loads the build's
 * vendor-* chunks (server.ts).
 */
export async function measureFloor(browser: Browser, site: Site, session: Session, floorPath: string = FLOOR_PATH): Promise<ScreenRun> {
  const { consentId, restore } = await sessionFor(site, session, 'pix-imediato');
  const run = await measureScreen(browser, site, floorPath, restore, 'consent-visible');
  return { ...run, consentId, statusAfter: await consentStatus(site.api, consentId) };
}

// ---- Interactions (Event Timing, as INP measures them) -------------------------------------------

/** One interaction's latency: the longest Event Timing entry of its interaction (input delay + processing + presentation). */
export interface InteractionRun {
  step: string;
  /** ms; 0 when no entry reached Event Timing's 16 ms threshold (the interaction took less). */
  latencyMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

interface EventEntry {
  name: string;
  interactionId: number;
  t: number;
  d: number;
  processingStart: number;
  processingEnd: number;
}

/** Runs before any page script: restores the session and records Event Timing entries. */
function interactionInit(arg: { origin: string; restore: Record<string, string> }): void {
  if (location.origin !== arg.origin) return;
  if (sessionStorage.getItem('bench.restored') === null) {
    for (const [key, value] of Object.entries(arg.restore)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('bench.restored', '1');
  }
  const entries: EventEntry[] = [];
  (window as unknown as { __events: EventEntry[] }).__events = entries;
  try {
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const event = e as PerformanceEntry & { interactionId?: number; processingStart: number; processingEnd: number };
        entries.push({
          name: event.name,
          interactionId: event.interactionId ?? 0,
          t: event.startTime,
          d: event.duration,
          processingStart: event.processingStart,
          processingEnd: event.processingEnd,
        });
      }),
    ).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  } catch {
    /* Event Timing not supported */
  }
}

type Act = (page: Page) => Promise<void>;

/**
 * Each step's action, then what shows that the page has answered it. The latency is what Event
 * Timing reports for the interactions that started inside the step (the longest one).
 */
async function interactions(page: Page, steps: [string, Act][]): Promise<InteractionRun[]> {
  const windows: { step: string; from: number; to: number }[] = [];
  for (const [step, act] of steps) {
    const from = await page.evaluate(() => performance.now());
    await act(page);
    // Let the frame after the answer be presented and its entry be dispatched.
    await page.waitForTimeout(300);
    windows.push({ step, from, to: await page.evaluate(() => performance.now()) });
  }
  await page.waitForTimeout(500);
  const entries = await page.evaluate(() => (window as unknown as { __events: EventEntry[] }).__events);
  return windows.map(({ step, from, to }) => {
    const own = entries.filter((e) => e.interactionId > 0 && e.t >= from && e.t <= to);
    const worst = own.reduce<EventEntry | null>((w, e) => (!w || e.d > w.d ? e : w), null);
    if (!worst) return { step, latencyMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0 };
    return {
      step,
      latencyMs: worst.d,
      inputDelayMs: worst.processingStart - worst.t,
      processingMs: worst.processingEnd - worst.processingStart,
      presentationMs: Math.max(0, worst.t + worst.d - worst.processingEnd),
    };
  });
}

async function interactionPage(browser: Browser, base: string, restore: Record<string, string>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await freshContext(browser);
  const arg = JSON.stringify({ origin: new URL(base).origin, restore });
  await context.addInitScript({ content: `(() => {\nconst __name = (f) => f;\n(${interactionInit.toString()})(${arg});\n})();` });
  const page = await measuredPage(browser, context);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await throttle(context, page);
  await page.goto(`${base}/carregando`, { waitUntil: 'commit' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, CONSENT_VISIBLE_MARK, { polling: 100 });
  // The screen settled: what follows is the customer's taps, not the load.
  await page.waitForTimeout(SETTLE_MS);
  return { context, page };
}

/**
 * The immediate Pix journey's taps under the bench's conditions: the cancel modal opened and closed,
 * each SMS digit typed, Confirmar pressed until its busy state shows. The consent is authorised at
 * the end (a fresh one per run).
 */
export async function measurePixInteractions(browser: Browser, site: Site, session: Session): Promise<InteractionRun[]> {
  const { restore } = await sessionFor(site, session, 'pix-imediato');
  const { context, page } = await interactionPage(browser, site.base, restore);
  try {
    const dialog = page.getByRole('dialog');
    const modalSteps: [string, Act][] = [
      ['modal opened', async (p) => {
        await p.getByRole('button', { name: 'Cancelar transação' }).click();
        await dialog.waitFor({ state: 'visible' });
      }],
      ['modal closed', async () => {
        await dialog.getByRole('button', { name: 'Voltar' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }],
    ];
    const first = await interactions(page, modalSteps);
    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await page.getByLabel('Dígito 1 de 6').waitFor();
    // The code is sent as the form opens; Confirmar waits for the bank to say so.
    await page.waitForFunction(() => !document.body.textContent?.includes('Enviando o código por SMS'), null, { polling: 100 });
    await page.waitForTimeout(SETTLE_MS);
    const code = await latestCode(site.api);
    await page.getByLabel('Dígito 1 de 6').focus();
    const digitSteps: [string, Act][] = code.split('').map((digit, i) => [
      `SMS digit ${i + 1} typed`,
      async (p: Page) => {
        await p.keyboard.press(digit);
        await p.getByLabel(`Dígito ${i + 1} de 6`).and(p.locator(`[value="${digit}"]`)).waitFor();
      },
    ]);
    const confirm = page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true });
    const confirmStep: [string, Act] = ['Confirmar pressed (busy shown)', async () => {
      await confirm.click();
      await page.locator('[aria-busy="true"]').first().waitFor();
    }];
    const rest = await interactions(page, [...digitSteps, confirmStep]);
    return [...first, ...rest];
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * The enrolment screen's taps: its cancel dialog opened and closed, a digit typed into the
 * per-transaction limit (the money mask at work), and 'Indeterminado' chosen for the validity. Step
 * names start with 'enrolment' so that no median mixes them with the Pix screen's. Nothing is
 * authorised: the enrolment stays awaiting the holder.
 */
export async function measureEnrolmentInteractions(browser: Browser, site: Site, session: Session): Promise<InteractionRun[]> {
  const { restore } = await sessionFor(site, session, ENROLMENT_SCENARIO);
  const { context, page } = await interactionPage(browser, site.base, restore);
  try {
    const dialog = page.getByRole('dialog');
    const limit = page.getByLabel('Limite por transação');
    const indeterminate = page.getByRole('radio', { name: 'Indeterminado' });
    const steps: [string, Act][] = [
      ['enrolment: modal opened', async (p) => {
        await p.getByRole('main').getByRole('button', { name: 'Cancelar', exact: true }).click();
        await dialog.waitFor({ state: 'visible' });
      }],
      ['enrolment: modal closed', async () => {
        await dialog.getByRole('button', { name: 'Voltar' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }],
      ['enrolment: limit digit typed', async (p) => {
        const before = await limit.inputValue();
        await limit.focus();
        await p.keyboard.press('End');
        await p.keyboard.press('1');
        for (let i = 0; i < 100 && (await limit.inputValue()) === before; i += 1) await p.waitForTimeout(20);
      }],
      ["enrolment: 'Indeterminado' chosen", async (p) => {
        await indeterminate.click();
        for (let i = 0; i < 100 && !(await indeterminate.isChecked()); i += 1) await p.waitForTimeout(20);
      }],
    ];
    return await interactions(page, steps);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The newest SMS code in the simulated outbox (the bench's only customer). */
async function latestCode(api: string): Promise<string> {
  const response = await fetch(`${api}/banco/api/sms`);
  const list = (await response.json()) as { code: string }[];
  const code = list[0]?.code;
  if (!code) throw new Error('no SMS code in the outbox');
  return code;
}

/** The data-sharing screen's taps: one modality toggled, then 'Selecionar tudo'. */
export async function measureSharingInteractions(browser: Browser, site: Site, session: Session): Promise<InteractionRun[]> {
  const { restore } = await sessionFor(site, session, 'compartilhamento');
  const { context, page } = await interactionPage(browser, site.base, restore);
  try {
    const boxes = page.getByRole('main').getByRole('checkbox');
    await boxes.first().waitFor();
    const selectAll = page.getByRole('checkbox', { name: /Selecionar tudo/ }).first();
    const group = page.getByRole('group').filter({ has: selectAll }).first();
    const modality = group.getByRole('checkbox').filter({ hasNotText: 'Selecionar tudo' }).nth(1);
    /** Clicks a checkbox and waits until the page shows it flipped. */
    const toggle = async (box: typeof modality) => {
      const before = await box.isChecked();
      await box.click();
      for (let i = 0; i < 100 && (await box.isChecked()) === before; i += 1) await page.waitForTimeout(20);
    };
    const steps: [string, Act][] = [
      ['modality toggled', () => toggle(modality)],
      ["'Selecionar tudo' toggled", () => toggle(selectAll)],
    ];
    return await interactions(page, steps);
  } finally {
    await context.close().catch(() => undefined);
  }
}
