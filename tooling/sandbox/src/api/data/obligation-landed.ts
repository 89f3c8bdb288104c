import type { WorldReserve } from '../../world/types';
import type { ObligationAction } from './chain-activity';
import { type Decimal, dec, ZERO } from './decimal';
import type { LendingBook } from './lending';
import { liquidationLegOf } from './liquidation-actions';
import type { LegModel, LendingTransaction, ObligationModel } from './obligation-model';
import type { PriceBook } from './prices';

const U64_MAX = 2n ** 64n - 1n;

/** Whole tokens the action moved: the vault's change for "all" and for withdrawals, else its amount. */
function movedTokens(action: ObligationAction, reserve: WorldReserve, rate: Decimal): Decimal {
  const scale = dec(10).pow(reserve.decimals);
  const vault = dec((action.vaultDelta < 0n ? -action.vaultDelta : action.vaultDelta).toString());
  const withdrawal = action.name === 'withdrawObligationCollateralAndRedeemReserveCollateral';
  if ((withdrawal || action.rawAmount === U64_MAX) && !vault.isZero()) return vault.div(scale);
  const raw = dec(action.rawAmount === U64_MAX ? '0' : action.rawAmount.toString()).div(scale);
  // A withdrawal's amount is in collateral tokens: the exchange rate gives the liquidity.
  return withdrawal ? raw.mul(rate) : raw;
}

const SIDE: Record<string, { side: 'deposit' | 'borrow'; sign: 1 | -1 }> = {
  depositReserveLiquidityAndObligationCollateral: { side: 'deposit', sign: 1 },
  withdrawObligationCollateralAndRedeemReserveCollateral: { side: 'deposit', sign: -1 },
  borrowObligationLiquidity: { side: 'borrow', sign: 1 },
  repayObligationLiquidity: { side: 'borrow', sign: -1 },
};

/**
 * The obligation's model with the lending actions that landed on the chain after its seeded
 * history: each moves its leg (a new leg for a reserve the obligation did not hold) and is listed
 * as a transaction under its real signature and landing time. Leg changes are valued at the
 * dataset's "now" (its anchor) when they landed after it, so today's figures count them.
 */
export function withLandedActions(
  base: ObligationModel,
  actions: readonly ObligationAction[],
  books: { lending: LendingBook; prices: PriceBook; anchor: number },
): ObligationModel {
  const legs: LegModel[] = base.legs.map((leg) => ({ ...leg, events: [...leg.events] }));
  const transactions: LendingTransaction[] = [...base.transactions];
  for (const action of actions) {
    const at = Math.min(action.time, books.anchor);
    const solPrice = books.prices.sol(at);
    const found = action.reserve ? books.lending.reserve(action.reserve) : undefined;
    const liquidation = liquidationLegOf(action);
    const move = liquidation ? { side: liquidation.side, sign: -1 as const } : SIDE[action.name];
    if (!found || !move) {
      transactions.push({
        time: action.time,
        signature: action.signature,
        name: action.name,
        reserve: null,
        amount: ZERO,
        collateralAmount: ZERO,
        price: ZERO,
        solPrice,
        usdValue: ZERO,
        isLiquidation: false,
      });
      continue;
    }
    const { reserve } = found;
    const rate = books.lending.exchangeRate(reserve, at);
    const amount = liquidation
      ? liquidation.tokens(reserve.decimals, rate)
      : movedTokens(action, reserve, rate);
    const delta = amount.mul(move.sign);
    let leg = legs.find((l) => l.side === move.side && l.reserve.address === reserve.address);
    if (!leg) {
      leg = {
        side: move.side,
        leg: { reserve: reserve.address, symbol: reserve.symbol, amount: '0', valueUsd: '0' },
        reserve,
        events: [],
      };
      legs.push(leg);
    }
    const last = leg.events.at(-1);
    const balance = (last?.balance ?? ZERO).plus(delta);
    leg.events.push({
      index: leg.events.length,
      time: Math.max(at, last?.time ?? at),
      delta,
      balance: balance.lessThan(0) ? ZERO : balance,
      landed: { signature: action.signature, time: action.time },
    });
    const price = books.prices.usd(reserve.mint, at);
    transactions.push({
      time: action.time,
      signature: action.signature,
      name: action.name,
      reserve,
      amount: delta,
      collateralAmount: move.side === 'deposit' ? amount.mul(rate) : ZERO,
      price,
      solPrice,
      usdValue: amount.mul(price),
      isLiquidation: liquidation?.isLiquidationWithdrawal ?? false,
    });
  }
  return { ...base, legs, transactions };
}
