import { decodeLendingMarket, type LendingMarket } from '@keel/chain-readers';
import { type Keypair, PublicKey } from '@solana/web3.js';
import Decimal from 'decimal.js';
import type { TestChain } from '../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../world/types';
import { ata, balance, refreshBefore } from './action-test-kit';
import { collateralToLiquidity, exchangeRate } from './actions/collateral-rate';
import { ceil, div, fromBps, fromInt, fromPercent, max, min, mul, ONE, sub } from './fraction';
import { BORROW, DEPOSIT, OBLIGATION } from './layout-offsets';
import type { Liquidation } from './liquidation-test-kit';
import { ObligationAccount, type Slot } from './obligation-account';
import { ReserveAccount } from './reserve-account';
import { send } from './test-instructions';
import { ledgerAccount } from './test-world';

/*
 * Test support: what a liquidation will do, from the state a refresh leaves (interest frozen, so
 * the refresh inside the liquidation's transaction leaves the same), computed as the program's
 * liquidation_operations.rs does (MATH §4), and the token balances it moves.
 */

export interface Snapshot {
  o: ObligationAccount;
  borrow: Slot;
  deposit: Slot;
  withdrawReserve: ReserveAccount;
}

export const marketOf = (t: TestChain, o: WorldObligation): LendingMarket =>
  decodeLendingMarket(new PublicKey(o.marketAddress), ledgerAccount(t, o.marketAddress));

function slotOf(o: ObligationAccount, slots: Slot[], reserve: WorldReserve): Slot {
  const found = slots.find((s) => o.bytes.pubkey(s.base).toBase58() === reserve.address);
  if (found === undefined) throw new Error(`No slot for ${reserve.symbol}`);
  return found;
}

/** Refreshes the obligation (its reserves first) and reads it and the withdraw reserve. */
export async function refreshedSnapshot(
  t: TestChain,
  l: Liquidation,
  payer: Keypair,
): Promise<Snapshot> {
  const refreshed = await send(t, refreshBefore(t, l.obligation, l.repay), [payer]);
  if (refreshed.err !== null) throw new Error(refreshed.logs.join('\n'));
  const o = new ObligationAccount(ledgerAccount(t, l.obligation.address).data);
  const withdrawKey = new PublicKey(l.withdraw.address);
  return {
    o,
    borrow: slotOf(o, o.activeBorrows(), l.repay),
    deposit: slotOf(o, o.activeDeposits(), l.withdraw),
    withdrawReserve: new ReserveAccount(withdrawKey, ledgerAccount(t, withdrawKey)),
  };
}

/** Moves the collateral's oracle price so that the debt ends `ratio` × the unhealthy value. */
export function pushLtv(t: TestChain, s: Snapshot, reserve: WorldReserve, ratio: number): void {
  const bf = Number(s.o.bytes.u128(OBLIGATION.borrowFactorAdjustedDebtValueSf));
  const unhealthy = Number(s.o.bytes.u128(OBLIGATION.unhealthyBorrowValueSf));
  const token = t.chain.world.tokens.find((k) => k.mint === reserve.mint);
  const price = new Decimal(t.chain.oracle.priceOverrides()[reserve.mint] ?? token?.priceUsd ?? 0);
  t.chain.oracle.setPrice(reserve.mint, price.mul(bf / unhealthy / ratio).toFixed(6));
}

/** The bonus: the unhealthy excess collared by the reserves (and group), or the bad-debt one. */
function bonusOf(s: Snapshot, l: Liquidation, emodeCapBps: number): bigint {
  const b = s.o.bytes;
  const deposited = b.u128(OBLIGATION.depositedValueSf);
  const ltv = div(b.u128(OBLIGATION.borrowFactorAdjustedDebtValueSf), deposited);
  const noBf = div(b.u128(OBLIGATION.borrowedAssetsMarketValueSf), deposited);
  const maxAllowed = div(b.u128(OBLIGATION.unhealthyBorrowValueSf), deposited);
  const [w, r] = [l.withdraw, l.repay];
  if (noBf >= (99n * ONE) / 100n) {
    const badDebt = fromBps(Math.min(w.badDebtLiquidationBonusBps, r.badDebtLiquidationBonusBps));
    return noBf < ONE ? max(badDebt, ONE - noBf) : badDebt;
  }
  const floor = fromBps(Math.max(w.minLiquidationBonusBps, r.minLiquidationBonusBps));
  const ceiling = Math.min(
    Math.max(w.maxLiquidationBonusBps, r.maxLiquidationBonusBps),
    emodeCapBps,
  );
  return min(min(max(floor, ltv - maxAllowed), fromBps(ceiling)), ONE - noBf);
}

/**
 * The bonus, the debt settled (close factor or all near insolvency, the per-call cap), the
 * cTokens taken, the liquidity they redeem and the protocol's fee out of it.
 */
export function predictLiquidation(
  s: Snapshot,
  l: Liquidation,
  market: LendingMarket,
  emodeCapBps = 0xffff,
) {
  const b = s.o.bytes;
  const bonus = bonusOf(s, l, emodeCapBps);
  const ltv = div(
    b.u128(OBLIGATION.borrowFactorAdjustedDebtValueSf),
    b.u128(OBLIGATION.depositedValueSf),
  );
  const borrowed = b.u128(s.borrow.base + BORROW.borrowedAmountSf);
  const debtValue = b.u128(s.borrow.base + BORROW.marketValueSf);
  const closeFactor =
    ltv > fromPercent(market.insolvencyRiskUnhealthyLtvPct)
      ? ONE
      : fromPercent(market.liquidationMaxDebtCloseFactorPct);
  const cap = min(
    min(mul(b.u128(OBLIGATION.borrowedAssetsMarketValueSf), closeFactor), debtValue),
    fromInt(market.maxLiquidatableDebtMarketValueAtOnce),
  );
  const debtAmount = min(mul(borrowed, div(cap, debtValue)), min(fromInt(l.amount), borrowed));
  const total = mul(mul(debtValue, div(debtAmount, borrowed)), ONE + bonus);
  const collateralValue = b.u128(s.deposit.base + DEPOSIT.marketValueSf);
  const cTokens = b.u64(s.deposit.base + DEPOSIT.depositedAmount);
  const settle =
    total > collateralValue ? mul(debtAmount, div(collateralValue, total)) : debtAmount;
  const withdraw =
    total >= collateralValue ? cTokens : mul(fromInt(cTokens), div(total, collateralValue)) >> 60n;
  const liquidity = collateralToLiquidity(exchangeRate(s.withdrawReserve), withdraw);
  const bonusPart = sub(fromInt(liquidity), div(fromInt(liquidity), ONE + bonus));
  const fee = max(ceil(mul(bonusPart, fromPercent(l.withdraw.protocolLiquidationFeePct))), 1n);
  return { bonus, settle, repay: ceil(settle), withdraw, liquidity, fee, net: liquidity - fee };
}

/** A token account's balance, 0 while it does not exist. */
async function held(t: TestChain, key: PublicKey | string): Promise<bigint> {
  const address = new PublicKey(key);
  return t.chain.ledger.readAccount(address) === null ? 0n : balance(t, address);
}

/** The token balances a liquidation moves. */
export async function liquidationBalances(t: TestChain, l: Liquidation) {
  return {
    source: await held(t, ata(l.liquidator, l.repay)),
    destination: await held(t, ata(l.liquidator, l.withdraw)),
    cTokens: await held(t, ata(l.liquidator, l.withdraw, true)),
    repayVault: await held(t, l.repay.liquiditySupplyVault),
    withdrawVault: await held(t, l.withdraw.liquiditySupplyVault),
    collateralVault: await held(t, l.withdraw.collateralSupplyVault),
    feeVault: await held(t, l.withdraw.feeVault),
  };
}
