import {
  decodeLendingMarket,
  decodeObligation,
  decodeReserve,
  type Obligation,
  type Reserve,
  sameAddress,
} from '@keel/chain-readers';
import {
  elevationGroupMaxLiquidationBonusBps,
  type LiquidationInput,
  type LiquidationOutcome,
  liquidation,
  reserveTotalSupply,
} from '@keel/core-math';
import { composeLiquidation, instructionsInOrder, stepsInOrder } from '@keel/lending-programs';
import { type Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../world/types';
import { farmsHandler } from '../farms/farms-handler';
import { ata } from './action-test-kit';
import { klendHandler } from './handler';
import { liquidationBalances, pushLtv, refreshedSnapshot } from './liquidation-prediction';
import { type Liquidation, liquidatorAccounts, prepareLiquidations } from './liquidation-test-kit';
import { send } from './test-instructions';
import { ledgerAccount, patchAccount, worldObligation, worldReserve } from './test-world';

/*
 * The product's liquidation end to end on the emulated klend 1.16: an obligation pushed past its
 * liquidation LTV as the sandbox's own liquidation tests do, the liquidation composed by
 * @keel/lending-programs from the decoded accounts, signed by a liquidator wallet and sent through
 * a web3.js Connection, and every amount that moved equal to core-math's prediction from the
 * refreshed accounts — to the lamport: core-math computes in the program's U68F60 steps, and
 * interest is frozen and prices held, so the refreshes inside the transaction change nothing.
 */

let t: TestChain;
let liquidator: Keypair;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'product-liquidation',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  liquidator = t.flagged;
  prepareLiquidations(t);
  await t.connection.requestAirdrop(liquidator.publicKey, 20 * LAMPORTS_PER_SOL);
  // The liquidator's USDC (one mint for every market).
  patchAccount(t, ata(liquidator.publicKey, worldReserve(t, 'jlp', 'USDC')), (b) =>
    b.setU64(64, 50_000_000_000n),
  );
});
afterAll(() => t.chain.close());

const key = (address: string) => new PublicKey(address);
const reserveOf = (address: string): Reserve =>
  decodeReserve(key(address), ledgerAccount(t, address));

/** core-math's input from the refreshed accounts as the program stores them. */
function predictionInput(l: Liquidation, obligation: Obligation): LiquidationInput {
  const market = decodeLendingMarket(
    key(l.obligation.marketAddress),
    ledgerAccount(t, l.obligation.marketAddress),
  );
  const repay = reserveOf(l.repay.address);
  const withdraw = reserveOf(l.withdraw.address);
  const borrow = obligation.borrows.find((b) => sameAddress(b.borrowReserve, repay.address))!;
  const deposit = obligation.deposits.find((d) => sameAddress(d.depositReserve, withdraw.address))!;
  const id = obligation.elevationGroup;
  const group =
    id !== 0 &&
    withdraw.config.elevationGroups.includes(id) &&
    repay.config.elevationGroups.includes(id)
      ? market.elevationGroups[id - 1]
      : undefined;
  return {
    market,
    // The stored totals and priority bounds, as refresh_obligation left them.
    obligation,
    debt: {
      borrowedAmount: borrow.borrowedAmount,
      marketValue: borrow.marketValue,
      reserve: repay.config,
    },
    collateral: {
      depositedAmount: deposit.depositedAmount,
      marketValue: deposit.marketValue,
      liquidationThresholdPct: (group ?? withdraw.config).liquidationThresholdPct,
      reserve: {
        ...withdraw.config,
        totalSupply: reserveTotalSupply(withdraw.liquidity),
        cTokenSupply: withdraw.collateral.mintTotalSupply,
        availableLiquidity: withdraw.liquidity.availableAmount,
      },
    },
    emodeMaxBonusBps: elevationGroupMaxLiquidationBonusBps({
      groupMaxLiquidationBonusBps: group?.maxLiquidationBonusBps,
      collateral: withdraw.config,
      debt: repay.config,
    }),
    sameReserve: sameAddress(repay.address, withdraw.address),
    repayAmount: l.amount,
  };
}

/** Pushes the obligation past its liquidation LTV and predicts the liquidation of `l.amount`. */
async function unhealthy(l: Liquidation, ratio: number) {
  pushLtv(t, await refreshedSnapshot(t, l, liquidator), l.withdraw, ratio);
  const snapshot = await refreshedSnapshot(t, l, liquidator);
  const obligation = decodeObligation(
    key(l.obligation.address),
    ledgerAccount(t, l.obligation.address),
  );
  const result = liquidation(predictionInput(l, obligation));
  if (!result.ok) throw new Error(`core-math refuses: ${result.refusal}`);
  return { snapshot, obligation, prediction: result };
}

/** The liquidation composed for the liquidator, sent, with the fee it paid. */
async function liquidate(
  l: Liquidation,
  obligation: Obligation,
  p: LiquidationOutcome,
  version: 'auto' | 'v1' = 'auto',
) {
  const reserves = [
    ...obligation.deposits.map((d) => d.depositReserve),
    ...obligation.borrows.map((b) => b.borrowReserve),
  ].map((r) => reserveOf(r.toBase58()));
  const composed = composeLiquidation({
    liquidator: liquidator.publicKey,
    obligation,
    reserves,
    repayReserve: reserveOf(l.repay.address),
    withdrawReserve: reserveOf(l.withdraw.address),
    amount: l.amount,
    minReceivedAmount: p.receivedLiquidity,
    version,
  });
  const sent = await send(t, instructionsInOrder(composed), [liquidator]);
  expect(sent.err, sent.logs.join('\n')).toBeNull();
  const landed = await t.connection.getTransaction(sent.signature, {
    maxSupportedTransactionVersion: 0,
    commitment: 'confirmed',
  });
  return { composed, sent, fee: BigInt(landed?.meta?.fee ?? 0) };
}

const stored = (o: WorldObligation) =>
  decodeObligation(key(o.address), ledgerAccount(t, o.address));
const depositOf = (o: Obligation, r: WorldReserve) =>
  o.deposits.find((d) => d.depositReserve.toBase58() === r.address)?.depositedAmount ?? 0n;

describe('a liquidation composed by @keel/lending-programs, predicted by core-math', () => {
  it('USDC debt, JLP collateral: the repayment, the collateral with the bonus and the fee as predicted', async () => {
    const l: Liquidation = {
      obligation: worldObligation(
        t,
        (o) => o.market === 'jlp' && o.scenario === 'near-liquidation',
      ),
      repay: worldReserve(t, 'jlp', 'USDC'),
      withdraw: worldReserve(t, 'jlp', 'JLP'),
      liquidator: liquidator.publicKey,
      amount: 300_000_000n,
    };
    const { obligation, prediction: p } = await unhealthy(l, 1.03);
    expect(p.repayAmount).toBe(300_000_000n);
    expect(p.bonusRate.gt(0)).toBe(true);
    const before = await liquidationBalances(t, l);
    const { composed, sent } = await liquidate(l, obligation, p);
    const after = await liquidationBalances(t, l);
    expect(after.source).toBe(before.source - p.repayAmount);
    expect(after.repayVault).toBe(before.repayVault + p.repayAmount);
    expect(after.collateralVault).toBe(before.collateralVault - p.withdrawCTokens);
    expect(after.withdrawVault).toBe(before.withdrawVault - p.redeemedLiquidity);
    expect(after.destination).toBe(before.destination + p.receivedLiquidity);
    expect(after.feeVault).toBe(before.feeVault + p.protocolFee);
    expect(after.cTokens).toBe(before.cTokens);
    expect(sent.logs).toContain(
      `Program log: pnl: Liquidator repaid ${p.repayAmount} and withdrew ${p.receivedLiquidity} collateral with fees ${p.protocolFee}`,
    );
    expect(depositOf(stored(l.obligation), l.withdraw)).toBe(
      depositOf(obligation, l.withdraw) - p.withdrawCTokens,
    );
    // No farm on either side: V1, which the emulated check_refresh accepted.
    expect(composed.version).toBe('v1');
  });

  it('SOL debt in an elevation group: wrapped and unwrapped in the same transaction, the group’s bonus cap', async () => {
    const owner = t.ordinary.publicKey.toBase58();
    const multiply = worldObligation(t, (o) => o.owner === owner && o.tag === 'Multiply');
    const l: Liquidation = {
      obligation: multiply,
      repay: worldReserve(t, multiply.market, 'SOL'),
      withdraw: worldReserve(t, multiply.market, 'JitoSOL'),
      liquidator: liquidator.publicKey,
      amount: 2_000_000_000n,
    };
    // The collateral's token accounts exist beforehand, so the SOL change is the repayment and fee.
    const setup = await send(t, liquidatorAccounts(liquidator.publicKey, l.withdraw), [liquidator]);
    expect(setup.err, setup.logs.join('\n')).toBeNull();
    const { obligation, prediction: p } = await unhealthy(l, 1.03);
    expect(obligation.elevationGroup).not.toBe(0);
    const lamportsBefore = BigInt(await t.connection.getBalance(liquidator.publicKey));
    const before = await liquidationBalances(t, l);
    const { composed, fee } = await liquidate(l, obligation, p);
    const after = await liquidationBalances(t, l);
    const lamportsAfter = BigInt(await t.connection.getBalance(liquidator.publicKey));
    expect(stepsInOrder(composed).map((s) => s.label)).toEqual(
      expect.arrayContaining(['wrapSol', 'unwrapSol']),
    );
    expect(lamportsBefore - lamportsAfter).toBe(p.repayAmount + fee);
    expect(after.repayVault).toBe(before.repayVault + p.repayAmount);
    expect(after.destination).toBe(before.destination + p.receivedLiquidity);
    expect(after.feeVault).toBe(before.feeVault + p.protocolFee);
    expect(depositOf(stored(multiply), l.withdraw)).toBe(
      depositOf(obligation, l.withdraw) - p.withdrawCTokens,
    );
    t.chain.oracle.setPrice(l.withdraw.mint, l.withdraw.priceUsd);
  });
  it('V1 with a collateral farm and a debt farm: the farm refreshes around it pass check_refresh', async () => {
    const owner = t.ordinary.publicKey.toBase58();
    const l: Liquidation = {
      obligation: worldObligation(
        t,
        (o) => o.owner === owner && o.market === 'main' && o.scenario === 'leverage-long',
      ),
      repay: worldReserve(t, 'main', 'USDC'),
      withdraw: worldReserve(t, 'main', 'SOL'),
      liquidator: liquidator.publicKey,
      amount: 200_000_000n,
    };
    expect(l.withdraw.farmCollateral).not.toBeNull();
    expect(l.repay.farmDebt).not.toBeNull();
    const { obligation, prediction: p } = await unhealthy(l, 1.03);
    const before = await liquidationBalances(t, l);
    const { composed } = await liquidate(l, obligation, p, 'v1');
    const after = await liquidationBalances(t, l);
    expect(stepsInOrder(composed).filter((s) => s.label === 'refreshObligationFarm')).toHaveLength(
      4,
    );
    expect(after.source).toBe(before.source - p.repayAmount);
    expect(after.feeVault).toBe(before.feeVault + p.protocolFee);
    t.chain.oracle.setPrice(l.withdraw.mint, l.withdraw.priceUsd);
  });
});
