import bankLogo from './assets/bank-logo.svg';
import openFinanceLogo from './assets/open-finance-logo.svg';

/** The header's logos (inlined as data URIs, webpack.config.ts): every screen shows them. */
export const headerLogos = { bank: bankLogo, openFinance: openFinanceLogo } as const;
