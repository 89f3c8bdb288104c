import { sharesForTokens, tokensForShares } from './shares';

/** A reserve the vault holds cTokens of, as seen before the withdrawal. */
export interface WithdrawReserveView<R> {
  reserve: R;
  /** Tokens the vault's cTokens of the reserve are worth. */
  invested: bigint;
  /** Liquidity the reserve can pay out now. */
  availableLiquidity: bigint;
}

/** One instruction of a withdrawal: from the available tokens only (`from` null) or a reserve. */
export interface WithdrawStep<R> {
  from: R | null;
  shares: bigint;
}

/**
 * How a withdrawal of `shares` runs, as the program pays it: the available tokens first, then
 * the reserves, the one that can pay most first, one `withdraw` instruction per reserve needed
 * (each pays from what is available, then from its reserve). A vault with nothing invested, or
 * enough available, needs one `withdraw_from_available`.
 */
export function planWithdraw<R>(input: {
  shares: bigint;
  sharesIssued: bigint;
  aum: bigint;
  tokenAvailable: bigint;
  reserves: readonly WithdrawReserveView<R>[];
}): WithdrawStep<R>[] {
  const { shares, sharesIssued, aum } = input;
  const tokens = tokensForShares(shares, sharesIssued, aum);
  const reserves = input.reserves
    .map((view) => ({
      ...view,
      payable: minBig(view.invested, view.availableLiquidity),
    }))
    .filter((view) => view.payable > 0n)
    .sort((a, b) => (a.payable === b.payable ? 0 : a.payable > b.payable ? -1 : 1));
  if (tokens <= input.tokenAvailable || reserves.length === 0) {
    return [{ from: null, shares }];
  }
  const steps: WithdrawStep<R>[] = [];
  let left = tokens - input.tokenAvailable;
  let sharesLeft = shares;
  let fromAvailable = input.tokenAvailable;
  for (const view of reserves) {
    if (left <= 0n || sharesLeft <= 0n) break;
    const take = minBig(left, view.payable);
    left -= take;
    const last = left <= 0n || view === reserves[reserves.length - 1];
    const stepShares = last
      ? sharesLeft
      : minBig(sharesLeft, sharesForTokens(take + fromAvailable, sharesIssued, aum));
    steps.push({ from: view.reserve, shares: stepShares });
    sharesLeft -= stepShares;
    fromAvailable = 0n;
  }
  return steps;
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
