import { type Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmsHandler } from '../../programs/farms/farms-handler';
import { ata } from '../../programs/klend/action-test-kit';
import { klendHandler } from '../../programs/klend/handler';
import {
  liquidationBalances,
  marketOf,
  predictLiquidation,
  pushLtv,
  refreshedSnapshot,
} from '../../programs/klend/liquidation-prediction';
import {
  type Liquidation,
  liquidationTx,
  prepareLiquidations,
} from '../../programs/klend/liquidation-test-kit';
import { send } from '../../programs/klend/test-instructions';
import { patchAccount, worldObligation, worldReserve } from '../../programs/klend/test-world';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { dec } from '../data/decimal';
import { type SandboxApi, startSandboxApi } from '../sandbox-api';

/*
 * A liquidation that lands on the sandbox chain is indexed like every other lending write: the
 * liquidated obligation's transactions (its own and its owner's list) show the repayment and the
 * liquidation withdrawal under the landed signature, and its history counts the smaller debt.
 */

let t: TestChain;
let api: SandboxApi;
let liquidator: Keypair;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'api-after-liquidation',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  api = await startSandboxApi({ port: 0, world: () => t.chain.world, chain: t.chain.ledger });
  liquidator = t.flagged;
  prepareLiquidations(t);
  await t.connection.requestAirdrop(liquidator.publicKey, 10 * LAMPORTS_PER_SOL);
  patchAccount(t, ata(liquidator.publicKey, worldReserve(t, 'jlp', 'USDC')), (b) =>
    b.setU64(64, 50_000_000_000n),
  );
});
afterAll(async () => {
  await api.close();
  await t.chain.close();
});

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}env=localnet`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface TransactionRow {
  transactionSignature: string;
  transactionName: string;
  reserve: string;
  liquidityTokenAmount: string;
  isLiquidationWithdrawal: boolean;
}

interface HistoryPoint {
  refreshedStats: { userTotalBorrow: string; userTotalDeposit: string };
}

describe('obligation routes after a liquidation', () => {
  it('list the repayment and the liquidation withdrawal, and count both in the history', async () => {
    const obligation = worldObligation(
      t,
      (o) => o.market === 'jlp' && o.scenario === 'near-liquidation',
    );
    const usdc = worldReserve(t, 'jlp', 'USDC');
    const jlp = worldReserve(t, 'jlp', 'JLP');
    const l: Liquidation = {
      obligation,
      repay: usdc,
      withdraw: jlp,
      liquidator: liquidator.publicKey,
      amount: 300_000_000n,
    };
    const base = `/v2/${api.slug}-market/${obligation.marketAddress}`;
    const obligationPath = `${base}/obligations/${obligation.address}`;
    const latest = async () => {
      const start = new Date(Date.now() - 5 * 86_400_000).toISOString();
      const { history } = await get<{ history: HistoryPoint[] }>(
        `${obligationPath}/metrics/history?start=${start}`,
      );
      const stats = history.at(-1)?.refreshedStats;
      return {
        borrow: dec(stats?.userTotalBorrow ?? '0'),
        deposit: dec(stats?.userTotalDeposit ?? '0'),
      };
    };
    const before = await latest();

    pushLtv(t, await refreshedSnapshot(t, l, liquidator), jlp, 1.03);
    const p = predictLiquidation(
      await refreshedSnapshot(t, l, liquidator),
      l,
      marketOf(t, obligation),
    );
    const balancesBefore = await liquidationBalances(t, l);
    const sent = await send(t, liquidationTx(t, l).ixs, [liquidator]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const balancesAfter = await liquidationBalances(t, l);
    expect(balancesAfter.repayVault - balancesBefore.repayVault).toBe(p.repay);

    const { transactions } = await get<{ transactions: TransactionRow[] }>(
      `${obligationPath}/transactions`,
    );
    const landed = transactions.filter((row) => row.transactionSignature === sent.signature);
    /** The program's base units as the signed whole tokens the API lists (both leave it). */
    const whole = (units: bigint, decimals: number) =>
      dec(units.toString()).div(dec(10).pow(decimals)).neg();
    expect(landed).toHaveLength(2);
    expect(landed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionName: 'liquidateObligationAndRedeemReserveCollateral',
          reserve: usdc.address,
          isLiquidationWithdrawal: false,
        }),
        expect.objectContaining({
          transactionName: 'liquidateObligationAndRedeemReserveCollateral',
          reserve: jlp.address,
          isLiquidationWithdrawal: true,
        }),
      ]),
    );
    const amountOf = (reserve: string) =>
      dec(landed.find((row) => row.reserve === reserve)?.liquidityTokenAmount ?? '0');
    expect(amountOf(usdc.address).equals(whole(p.repay, usdc.decimals))).toBe(true);
    // What the collateral was redeemed for: the liquidator's part and the protocol's fee.
    expect(amountOf(jlp.address).equals(whole(p.liquidity, jlp.decimals))).toBe(true);

    const { allTransactions } = await get<{
      allTransactions: Record<string, { transactions: TransactionRow[] }>;
    }>(`${base}/users/${obligation.owner}/transactions`);
    expect(
      allTransactions[obligation.address]?.transactions.filter(
        (row) => row.transactionSignature === sent.signature && row.isLiquidationWithdrawal,
      ),
    ).toHaveLength(1);

    const after = await latest();
    // 300 USDC of debt repaid.
    expect(before.borrow.minus(after.borrow).toNumber()).toBeCloseTo(300, 0);
    expect(after.deposit.lessThan(before.deposit)).toBe(true);
  });
});
