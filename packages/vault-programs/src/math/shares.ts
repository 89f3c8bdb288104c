/*
 * The vault's share arithmetic as the program does it, in raw integer units: the vault's value
 * (AUM) is its available tokens plus what its cTokens are worth, less the fees it owes; shares are
 * minted and burnt at AUM / shares issued, rounded for the vault.
 */

export interface VaultHoldings {
  tokenAvailable: bigint;
  /** Per reserve: the tokens its cTokens are worth (floored). */
  invested: readonly bigint[];
  /** Fees the vault owes its manager (raw tokens, floored from the scaled value). */
  pendingFees: bigint;
}

/** The vault's net value in raw tokens. */
export function vaultAum(holdings: VaultHoldings): bigint {
  const total = holdings.invested.reduce((sum, value) => sum + value, holdings.tokenAvailable);
  return total > holdings.pendingFees ? total - holdings.pendingFees : 0n;
}

/** Shares a deposit of `amount` mints: 1:1 into an empty vault, else amount × issued / AUM. */
export function sharesForDeposit(amount: bigint, sharesIssued: bigint, aum: bigint): bigint {
  if (sharesIssued === 0n || aum === 0n) return amount;
  return (amount * sharesIssued) / aum;
}

/** Tokens the deposit takes for those shares: shares × AUM / issued, rounded up. */
export function tokensForMintedShares(shares: bigint, sharesIssued: bigint, aum: bigint): bigint {
  if (sharesIssued === 0n || aum === 0n) return shares;
  return (shares * aum + sharesIssued - 1n) / sharesIssued;
}

/** Tokens `shares` are worth on withdrawal: shares × AUM / issued, floored. */
export function tokensForShares(shares: bigint, sharesIssued: bigint, aum: bigint): bigint {
  if (sharesIssued === 0n) return 0n;
  return (shares * aum) / sharesIssued;
}

/** Shares to burn for `tokens` paid out: tokens × issued / AUM, rounded up. */
export function sharesForTokens(tokens: bigint, sharesIssued: bigint, aum: bigint): bigint {
  if (aum === 0n) return 0n;
  return (tokens * sharesIssued + aum - 1n) / aum;
}
