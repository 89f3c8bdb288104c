import type { Address, ObligationTag } from '@keel/chain-readers';

/**
 * The parts of a decoded klend reserve (`Reserve` of @keel/chain-readers) the writers read: a
 * decoded reserve is one as it is.
 */
export interface LendingReserve {
  address: Address;
  lendingMarket: Address;
  /** null: no collateral farm. */
  farmCollateral: Address | null;
  /** null: no debt farm. */
  farmDebt: Address | null;
  liquidity: {
    mintPubkey: Address;
    supplyVault: Address;
    feeVault: Address;
    tokenProgram: Address;
  };
  collateral: { mintPubkey: Address; supplyVault: Address };
  config: {
    tokenInfo: {
      scopeConfiguration: { priceFeed: Address };
      switchboardConfiguration: { priceAggregator: Address; twapAggregator: Address };
      pythConfiguration: { price: Address };
    };
  };
}

/** The parts of a decoded klend obligation (`Obligation` of @keel/chain-readers) the writers read. */
export interface LendingObligation {
  address: Address;
  owner: Address;
  lendingMarket: Address;
  /** Slots in use, in slot order (as decoded). */
  deposits: readonly { depositReserve: Address }[];
  borrows: readonly { borrowReserve: Address }[];
  /** 0 = none. */
  elevationGroup: number;
  referrer: Address | null;
}

/** Seeds of an obligation to create (LAYOUTS §5): Vanilla id 0 when omitted. */
export interface NewObligationSeeds {
  tag: ObligationTag;
  id?: number;
  /** Default key for Vanilla; collateral / token mint otherwise. */
  seed1?: Address;
  /** Default key for Vanilla; debt / token mint otherwise. */
  seed2?: Address;
}

/** Program deployments (mainnet by default; staging and localnet differ). */
export interface LendingProgramIds {
  klend?: Address;
  farms?: Address;
}

/**
 * One lending action. Amounts are base units of the reserve's token (lamports), except
 * `collateralAmount`, which is in cTokens (see `collateralAmountForWithdraw`); `U64_MAX` means
 * "all" for withdraw and repay.
 */
export type LendingActionRequest =
  | { kind: 'deposit'; reserve: LendingReserve; amount: bigint }
  | { kind: 'withdraw'; reserve: LendingReserve; collateralAmount: bigint }
  | { kind: 'borrow'; reserve: LendingReserve; amount: bigint }
  | {
      kind: 'repay';
      reserve: LendingReserve;
      amount: bigint;
      /** SOL reserves: lamports to wrap when `amount` is U64_MAX (the debt plus a margin). */
      wrapLamports?: bigint;
    };

export type LendingActionKind = LendingActionRequest['kind'];

/** Which farm of the reserve an action moves: deposits and withdrawals the collateral farm. */
export type ReserveFarmKind = 'collateral' | 'debt';

export const farmKindOf = (kind: LendingActionKind): ReserveFarmKind =>
  kind === 'deposit' || kind === 'withdraw' ? 'collateral' : 'debt';

/** The program's ReserveFarmKind value (the `mode` argument of the farm instructions). */
export const farmModeOf = (kind: ReserveFarmKind): number => (kind === 'collateral' ? 0 : 1);

export function reserveFarm(reserve: LendingReserve, kind: ReserveFarmKind): Address | null {
  return kind === 'collateral' ? reserve.farmCollateral : reserve.farmDebt;
}
