import type { FarmState, UserState } from '@keel/chain-readers';
import { type Decimal, farmStakeAmount, MathDecimal } from '@keel/core-math';

/** A strategy as the API lists it: its address and the mint of its share token. */
export interface ListedStrategy {
  address: string;
  shareMint: string;
}

/** Raw share base units of one mint the wallet has somewhere (a token account, a farm). */
export interface ShareBalance {
  mint: string;
  raw: Decimal;
}

/** The wallet's shares of one strategy: held in the wallet and staked in the strategy's farm. */
export interface StrategyHolding {
  strategy: string;
  shareMint: string;
  /** Raw share base units in the wallet's token accounts. */
  walletShares: Decimal;
  /** Raw share base units actively staked in farms that stake the share token. */
  stakedShares: Decimal;
}

/**
 * The share tokens a wallet's farm user states stake: each user state's active stake (WAD-scaled
 * in normal farms, MATH §6.2), in the mint its farm stakes. User states whose farm is unknown are
 * left out.
 */
export function farmShareBalances(
  userStates: readonly UserState[],
  farms: ReadonlyMap<string, FarmState | null>,
): ShareBalance[] {
  return userStates.flatMap((state) => {
    const farm = farms.get(state.farmState.toBase58());
    if (!farm) return [];
    return [
      {
        mint: farm.token.mint.toBase58(),
        raw: farmStakeAmount(state.activeStakeScaled, state.isFarmDelegated),
      },
    ];
  });
}

/**
 * The strategies the wallet holds shares of, in the API's list order: wallet token accounts and
 * farm stakes summed per share mint. Strategies with no share anywhere are omitted (D§5).
 */
export function liquidityHoldings(
  strategies: readonly ListedStrategy[],
  tokenAccounts: readonly ShareBalance[],
  farmStakes: readonly ShareBalance[],
): StrategyHolding[] {
  const sum = (balances: readonly ShareBalance[]) => {
    const byMint = new Map<string, Decimal>();
    for (const { mint, raw } of balances) {
      byMint.set(mint, (byMint.get(mint) ?? new MathDecimal(0)).plus(raw));
    }
    return byMint;
  };
  const inWallet = sum(tokenAccounts);
  const staked = sum(farmStakes);
  const zero = new MathDecimal(0);
  return strategies.flatMap((strategy) => {
    const walletShares = inWallet.get(strategy.shareMint) ?? zero;
    const stakedShares = staked.get(strategy.shareMint) ?? zero;
    if (walletShares.isZero() && stakedShares.isZero()) return [];
    return [
      { strategy: strategy.address, shareMint: strategy.shareMint, walletShares, stakedShares },
    ];
  });
}
