import bankLogo from './assets/bank-logo.svg';
import openFinanceLogo from './assets/open-finance-logo.svg';

/** The header's logos (inlined as data URIs, webpack.config.ts): every screen shows them. */
export const headerLogos = { bank: bankLogo, openFinance: openFinanceLogo } as const;

// Held for the page's life: the browser keeps a decoded image while an element still uses it.
const decoded: HTMLImageElement[] = [];

/**
 * Each SVG image is a document of its own that the browser parses, styles and lays out when an
 * element first uses it. Done while the start-up waits on the network, the header that React
 * renders later reuses those documents, instead of building them in the task that first shows the
 * consent (docs/decisions/038).
 */
export function decodeLogosAhead(): void {
  if (decoded.length > 0) return;
  for (const src of Object.values(headerLogos)) {
    const image = new Image();
    image.src = src;
    decoded.push(image);
  }
}
