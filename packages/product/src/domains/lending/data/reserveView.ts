import { isFlashLoanDisabled, type Reserve, type ReserveStatus } from '@keel/chain-readers';
import {
  borrowCapRemaining,
  bpsToFraction,
  depositCapRemaining,
  lamportsToAmount,
  MathDecimal,
  percentToFraction,
  type ReserveApys,
  reserveApys,
  reserveRates,
  reserveTotalSupply,
  reserveUtilization,
  utilizationCapRemaining,
  type WithdrawalCapStatus,
  withdrawalCapStatus,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import { type ExtraSupplyYields, extraSupplyApyOf } from './extraSupplyApy';

/** A daily withdrawal / debt cap in whole tokens, with when its window resets. */
export interface CapView {
  enabled: boolean;
  capacity: Decimal;
  filled: Decimal;
  remaining: Decimal;
  /** Unix seconds; undefined when the cap is off. */
  resetsAt: Decimal | undefined;
}

/** Everything the lending screens show about a reserve; every figure comes from core-math. */
export interface ReserveView {
  address: string;
  market: string;
  symbol: string;
  mint: string;
  decimals: number;
  status: ReserveStatus;
  /** USD price of one token at the reserve's last oracle refresh. */
  price: Decimal;
  totalSupply: Decimal;
  totalBorrow: Decimal;
  totalSupplyUsd: Decimal;
  totalBorrowUsd: Decimal;
  availableLiquidity: Decimal;
  availableLiquidityUsd: Decimal;
  utilization: Decimal;
  /** Fraction; undefined when no utilization limit is set. */
  utilizationLimit: Decimal | undefined;
  supplyApr: Decimal;
  borrowApr: Decimal;
  apys: ReserveApys;
  /** The APYs will change when farm rewards or staking yields arrive: show them as loading. */
  apysPending: boolean;
  maxLtv: Decimal;
  liquidationLtv: Decimal;
  /** 1 = 100 %; stored values below 100 % count as 100 %. */
  borrowFactor: Decimal;
  borrowFee: Decimal;
  /** Undefined when flash loans are disabled. */
  flashLoanFee: Decimal | undefined;
  depositLimit: Decimal;
  borrowLimit: Decimal;
  depositCapRemaining: Decimal;
  borrowCapRemaining: Decimal;
  utilizationCapRemaining: Decimal;
  depositWithdrawalCap: CapView;
  debtWithdrawalCap: CapView;
  minLiquidationBonus: Decimal;
  maxLiquidationBonus: Decimal;
  badDebtLiquidationBonus: Decimal;
  protocolTakeRate: Decimal;
  farmCollateral: string | undefined;
  farmDebt: string | undefined;
}

export interface ReserveViewInput {
  /** Measured slot duration (chain-readers' slotDuration query). */
  slotDurationMs: number;
  /** Unix seconds, for the daily caps' windows. */
  nowSeconds: number;
  /** Supply-side and borrow-side farm reward APYs, when known. */
  collateralFarmApys?: readonly Decimal[];
  debtFarmApys?: readonly Decimal[];
  /** Staking yields from the API, when known: the token's own yield joins the supply APY. */
  extraSupplyYields?: ExtraSupplyYields;
  /** Rewards or staking yields are still loading: the APYs will change (default false). */
  apysPending?: boolean;
}

function capView(status: WithdrawalCapStatus, decimals: number): CapView {
  const tokens = (value: Decimal) => (value.isFinite() ? lamportsToAmount(value, decimals) : value);
  return {
    enabled: status.enabled,
    capacity: tokens(status.capacity),
    filled: tokens(status.filled),
    remaining: tokens(status.remaining),
    resetsAt: status.resetsAt,
  };
}

type ReserveRates = ReturnType<typeof reserveRates>;

/**
 * Rates by decoded reserve and slot duration. The compounded APYs are the costly part of a view
 * (a power per slot of the year) and a list rebuilds its views each time rewards or staking
 * yields arrive; a decoded reserve is immutable, so its rates are computed once per read.
 */
const ratesCache = new WeakMap<Reserve, Map<number, ReserveRates>>();

function ratesOf(reserve: Reserve, slotDurationMs: number): ReserveRates {
  let bySlot = ratesCache.get(reserve);
  if (!bySlot) {
    bySlot = new Map();
    ratesCache.set(reserve, bySlot);
  }
  const cached = bySlot.get(slotDurationMs);
  if (cached) return cached;
  const { config, liquidity } = reserve;
  const rates = reserveRates({
    curve: config.borrowRateCurve,
    utilization: reserveUtilization(liquidity),
    hostFixedInterestRateBps: config.hostFixedInterestRateBps,
    protocolTakeRatePct: config.protocolTakeRatePct,
    slotDurationMs,
  });
  bySlot.set(slotDurationMs, rates);
  return rates;
}

/** Builds the view of a decoded reserve. */
export function reserveView(reserve: Reserve, input: ReserveViewInput): ReserveView {
  const { liquidity, config } = reserve;
  const decimals = liquidity.mintDecimals;
  const tokens = (lamports: Decimal | bigint) => lamportsToAmount(lamports, decimals);
  const supplyLamports = reserveTotalSupply(liquidity);
  const utilization = reserveUtilization(liquidity);
  const rates = ratesOf(reserve, input.slotDurationMs);
  const totalSupply = tokens(supplyLamports);
  const totalBorrow = tokens(liquidity.borrowedAmount);
  const price = liquidity.marketPrice;
  const borrowFactor = MathDecimal.max(percentToFraction(config.borrowFactorPct), 1);
  const utilizationLimitPct = config.utilizationLimitBlockBorrowingAbovePct;
  const symbol = config.tokenInfo.name;
  const mint = liquidity.mintPubkey.toBase58();
  return {
    address: reserve.address.toBase58(),
    market: reserve.lendingMarket.toBase58(),
    symbol,
    mint,
    apysPending: input.apysPending ?? false,
    decimals,
    status: config.status,
    price,
    totalSupply,
    totalBorrow,
    totalSupplyUsd: totalSupply.times(price),
    totalBorrowUsd: totalBorrow.times(price),
    availableLiquidity: tokens(liquidity.availableAmount),
    availableLiquidityUsd: tokens(liquidity.availableAmount).times(price),
    utilization,
    utilizationLimit:
      utilizationLimitPct === 0 ? undefined : percentToFraction(utilizationLimitPct),
    supplyApr: rates.supplyApr,
    borrowApr: rates.borrowApr,
    apys: reserveApys({
      lendingDepositApy: rates.supplyApy,
      lendingBorrowApy: rates.borrowApy,
      collateralFarmApys: input.collateralFarmApys ?? [],
      debtFarmApys: input.debtFarmApys ?? [],
      // No reserve-level source of kToken fee APYs is read: kTokenFeesApy stays 0.
      extraSupplyApy: extraSupplyApyOf({ symbol, mint }, input.extraSupplyYields ?? {}),
    }),
    maxLtv: percentToFraction(config.loanToValuePct),
    liquidationLtv: percentToFraction(config.liquidationThresholdPct),
    borrowFactor,
    borrowFee: config.fees.originationFee,
    flashLoanFee: isFlashLoanDisabled(config.fees) ? undefined : config.fees.flashLoanFee,
    depositLimit: tokens(config.depositLimit),
    borrowLimit: tokens(config.borrowLimit),
    depositCapRemaining: tokens(depositCapRemaining(config.depositLimit, supplyLamports)),
    borrowCapRemaining: tokens(borrowCapRemaining(config.borrowLimit, liquidity.borrowedAmount)),
    utilizationCapRemaining: (() => {
      const remaining = utilizationCapRemaining({
        utilizationLimitPct,
        totalSupply: supplyLamports,
        totalBorrow: liquidity.borrowedAmount,
      });
      return remaining.isFinite() ? tokens(remaining) : remaining;
    })(),
    depositWithdrawalCap: capView(
      withdrawalCapStatus(config.depositWithdrawalCap, input.nowSeconds),
      decimals,
    ),
    debtWithdrawalCap: capView(
      withdrawalCapStatus(config.debtWithdrawalCap, input.nowSeconds),
      decimals,
    ),
    minLiquidationBonus: bpsToFraction(config.minLiquidationBonusBps),
    maxLiquidationBonus: bpsToFraction(config.maxLiquidationBonusBps),
    badDebtLiquidationBonus: bpsToFraction(config.badDebtLiquidationBonusBps),
    protocolTakeRate: percentToFraction(config.protocolTakeRatePct),
    farmCollateral: reserve.farmCollateral?.toBase58(),
    farmDebt: reserve.farmDebt?.toBase58(),
  };
}
