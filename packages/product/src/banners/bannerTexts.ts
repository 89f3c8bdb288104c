/** Banner copy (O§2.8). Quoted texts are spelt as the spec quotes them. */
export const WITHDRAW_ONLY_TEXT = 'You are currently accessing the frontend in Withdraw only mode.';
export const SWAP_BANNER_TITLE = 'Swap with no fees!';

export const swapLinkText = (product: string) => `Explore ${product} Swap`;

export const maintenanceText = (product: string) =>
  `${product} is upgrading its backend: the app may be slow for up to 3 hours.`;

export const restrictedRegionText = (product: string) =>
  `${product} is not available in your region. Please read the Terms and Conditions, and ask in our community chat if you have questions.`;

export const euText = (product: string) =>
  `${product} is not authorised in the European Union to provide investment services. By using ${product} you waive the protections that EU rules give to users of investment services.`;

export const ukText = (product: string) =>
  `Access to ${product} is not permitted in the United Kingdom or by users from the United Kingdom. Nothing on this site is a recommendation to trade.`;
