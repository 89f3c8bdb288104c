/** True for phone and tablet browsers, read from the user agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|webOS|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

/** True when Coinbase Wallet's injected object (`window.coinbaseSolana`) is present. */
export function isCoinbaseInjected(scope: object | undefined = globalThis): boolean {
  if (scope === undefined || scope === null) return false;
  return Boolean((scope as { coinbaseSolana?: unknown }).coinbaseSolana);
}

/** True when an EVM provider that says it is MetaMask is injected (`window.ethereum`). */
export function isMetamaskInjected(scope: object | undefined = globalThis): boolean {
  if (scope === undefined || scope === null) return false;
  const ethereum = (scope as { ethereum?: { isMetaMask?: unknown } }).ethereum;
  return ethereum?.isMetaMask === true;
}
