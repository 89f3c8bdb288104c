import type { ObligationLeg, WorldMarket, WorldObligation, WorldReserve } from '../../world/types';
import type { Decimal } from './decimal';
import type { LedgerEvent } from './ledger';

/* An obligation's history as the lending routes answer it (seeded, then what landed). */

export type LendingInstruction =
  | 'initObligation'
  | 'depositReserveLiquidityAndObligationCollateral'
  | 'withdrawObligationCollateralAndRedeemReserveCollateral'
  | 'borrowObligationLiquidity'
  | 'repayObligationLiquidity'
  | 'liquidateObligationAndRedeemReserveCollateral';

export interface LegModel {
  side: 'deposit' | 'borrow';
  leg: ObligationLeg;
  reserve: WorldReserve;
  events: LedgerEvent[];
}

export interface LendingTransaction {
  time: number;
  signature: string;
  name: LendingInstruction;
  reserve: WorldReserve | null;
  /** Signed whole-token amount: + deposit or borrow, − withdrawal or repayment. */
  amount: Decimal;
  collateralAmount: Decimal;
  price: Decimal;
  solPrice: Decimal;
  usdValue: Decimal;
  isLiquidation: boolean;
}

export interface ObligationModel {
  obligation: WorldObligation;
  market: WorldMarket;
  created: number;
  legs: LegModel[];
  /** Oldest first. */
  transactions: LendingTransaction[];
}
