import bankLogo from './assets/bank-logo.svg';
import openFinanceLogo from './assets/open-finance-logo.svg';
import { yieldToMain } from '../platform/yieldToMain';

/** The header's logos (inlined as data URIs, webpack.config.ts): every screen shows them. */
export const headerLogos = { bank: bankLogo, openFinance: openFinanceLogo } as const;

// Held for the page's life: the browser keeps a built image while something still uses it.
const prepared: HTMLImageElement[] = [];
let preparing: Promise<void> | null = null;

/**
 * Each SVG image is a document of its own that the browser parses, styles and lays out when an
 * element first uses it. Done while the start-up waits on the network, the header that React
 * renders later reuses those documents, instead of building them in the task that first shows the
 * consent (docs/decisions/038). One image per task: together they made one long task on a slow
 * phone.
 */
export function decodeLogosAhead(): Promise<void> {
  preparing ??= (async () => {
    for (const src of Object.values(headerLogos)) {
      await yieldToMain();
      const image = new Image();
      image.src = src;
      prepared.push(image);
    }
  })();
  return preparing;
}
