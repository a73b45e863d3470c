import { existsSync } from 'node:fs';
import type { EngineName } from './page';

/**
 * Where each engine comes from on Debian 12 (docs/decisions/014-three-engines.md). A missing engine
 * is an error naming it and its package, never a skipped test.
 */
export const ENGINES = {
  webkit: {
    label: 'WebKit (WebKitGTK MiniBrowser)',
    files: ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/bin/xvfb-run'],
    packages: 'webkit2gtk-driver xvfb',
  },
  firefox: {
    label: 'Firefox ESR',
    files: [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'],
    packages: 'firefox-esr',
  },
} as const satisfies Record<EngineName, { label: string; files: readonly string[]; packages: string }>;

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX = ENGINES.firefox.files[0];

/** Throws, naming the engine and what to install, when one of its files is missing. */
export function requireEngine(engine: EngineName): void {
  const missing = ENGINES[engine].files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `${ENGINES[engine].label} is not installed: missing ${missing.join(', ')}. ` +
        `Install it with: apt-get install -y --no-install-recommends ${ENGINES[engine].packages}`,
    );
  }
}

export function engineFromEnv(): EngineName {
  const engine = process.env.ENGINE;
  if (engine !== 'webkit' && engine !== 'firefox') throw new Error(`ENGINE must be webkit or firefox, not ${String(engine)}`);
  return engine;
}
