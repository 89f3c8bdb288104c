import { associatedTokenAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { depositAndInvestInstructions } from '@keel/liquidity-programs';
import { activeAllocations, vaultDepositInstruction } from '@keel/vault-programs';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmsHandler } from '../../programs/farms/farms-handler';
import { borrowIx, refreshBefore } from '../../programs/klend/action-test-kit';
import { klendHandler } from '../../programs/klend/handler';
import { send as sendKlend } from '../../programs/klend/test-instructions';
import { worldObligation, worldReserve } from '../../programs/klend/test-world';
import { kliquidityHandler } from '../../programs/kliquidity/kliquidity-handler';
import {
  depositor,
  programContext,
  send as sendStrategy,
  tokenBalance,
  worldStrategy,
} from '../../programs/kliquidity/kliquidity-test-kit';
import { kvaultHandler } from '../../programs/kvault/kvault-handler';
import { vaultKit } from '../../programs/kvault/kvault-test-kit';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { dec } from '../data/decimal';
import { type SandboxApi, startSandboxApi } from '../sandbox-api';

/*
 * After a write lands on the sandbox chain, the API's user routes answer what the chain now
 * holds: the positions, transactions, PnL and histories index the landed transaction, as the real
 * API does once its indexer has seen it.
 */

let t: TestChain;
let api: SandboxApi;
const kit = vaultKit(() => t);

beforeAll(async () => {
  t = await startTestChain({
    seed: 'kvault-accrual',
    handlers: [klendHandler, kvaultHandler, farmsHandler, kliquidityHandler],
    keepOraclesFresh: true,
  });
  api = await startSandboxApi({ port: 0, world: () => t.chain.world, chain: t.chain.ledger });
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

const wallet = () => t.ordinary.publicKey.toBase58();

describe('earn user routes after a deposit', () => {
  interface PositionRow {
    vaultAddress: string;
    unstakedShares: string;
    totalShares: string;
  }
  interface EarnTransactionRow {
    instruction: string;
    tokenAmount: string;
    transaction: string;
    createdOn: string;
  }
  interface Pnl {
    totalCostBasis: { usd: string };
  }

  it('count the new shares in the positions, list the transaction first and add its cost', async () => {
    const vault = kit.vaultOf('PYUSD');
    const scale = dec(10).pow(vault.tokenDecimals);
    const positionOf = async () =>
      (await get<PositionRow[]>(`/kvaults/users/${wallet()}/positions`)).find(
        (row) => row.vaultAddress === vault.address,
      );
    const pnlPath = `/kvaults/${vault.address}/users/${wallet()}/pnl`;
    const before = await positionOf();
    const costBefore = dec((await get<Pnl>(pnlPath)).totalCostBasis.usd);
    const state = kit.state(vault);
    const signature = await kit.send(
      [t.ordinary],
      kit.sharesAtaIx(vault, t.ordinary.publicKey),
      vaultDepositInstruction({
        state,
        wallet: t.ordinary.publicKey,
        reserves: activeAllocations(state.vaultAllocationStrategy).map((allocation) => ({
          keys: kit.reserveKeys(allocation.reserve.toBase58()),
          invested: 0n,
          availableLiquidity: 0n,
        })),
        amount: 1_000n * 10n ** BigInt(vault.tokenDecimals),
      }),
    );

    const sharesAta = associatedTokenAddress(
      t.ordinary.publicKey,
      new PublicKey(vault.sharesMint),
      TOKEN_PROGRAM_ID,
    ).address;
    const onChain = dec(kit.tokenAmount(toPublicKey(sharesAta)).toString()).div(scale);
    const after = await positionOf();
    expect(after?.unstakedShares).toBe(onChain.toFixed());
    expect(dec(after?.totalShares ?? '0').greaterThan(dec(before?.totalShares ?? '0'))).toBe(true);

    const [latest] = await get<EarnTransactionRow[]>(
      `/kvaults/shareholders/${wallet()}/transactions`,
    );
    expect(latest?.transaction).toBe(signature);
    expect(latest?.instruction).toBe('deposit');
    expect(Number(latest?.tokenAmount)).toBeCloseTo(1_000, 0);

    const costAfter = dec((await get<Pnl>(pnlPath)).totalCostBasis.usd);
    expect(costAfter.minus(costBefore).toNumber()).toBeCloseTo(1_000, -1);
  });
});

describe('obligation routes after a borrow', () => {
  interface ObligationTransactionRow {
    transactionSignature: string;
    transactionName: string;
    liquidityTokenAmount: string;
  }
  interface HistoryPoint {
    refreshedStats: { userTotalBorrow: string };
  }

  it('list the borrow first, in the user list too, and count the debt in PnL and history', async () => {
    const owner = wallet();
    const vanilla = worldObligation(
      t,
      (o) => o.owner === owner && o.market === 'main' && o.tag === 'Vanilla',
    );
    const usdt = worldReserve(t, 'main', 'USDT');
    const base = `/v2/${api.slug}-market/${vanilla.marketAddress}`;
    const obligationPath = `${base}/obligations/${vanilla.address}`;
    const pnlBefore = await get<{ invested: { usd: string } }>(`${obligationPath}/pnl`);
    const lastBorrow = async () => {
      // The last five days, hourly: the series ends at the dataset's "now".
      const start = new Date(Date.now() - 5 * 86_400_000).toISOString();
      const { history } = await get<{ history: HistoryPoint[] }>(
        `${obligationPath}/metrics/history?start=${start}`,
      );
      return dec(history.at(-1)?.refreshedStats.userTotalBorrow ?? '0');
    };
    const borrowBefore = await lastBorrow();

    const sent = await sendKlend(
      t,
      [
        ...refreshBefore(t, vanilla, usdt),
        borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 25_000_000n }),
      ],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();

    const { transactions } = await get<{ transactions: ObligationTransactionRow[] }>(
      `${obligationPath}/transactions`,
    );
    expect(transactions[0]).toMatchObject({
      transactionSignature: sent.signature,
      transactionName: 'borrowObligationLiquidity',
      liquidityTokenAmount: '25',
    });
    const { allTransactions } = await get<{
      allTransactions: Record<string, { transactions: ObligationTransactionRow[] }>;
    }>(`${base}/users/${owner}/transactions`);
    expect(allTransactions[vanilla.address]?.transactions[0]?.transactionSignature).toBe(
      sent.signature,
    );

    const pnlAfter = await get<{ invested: { usd: string } }>(`${obligationPath}/pnl`);
    // Borrowing takes money out of the position: what was put in falls by the loan's worth.
    const invested = dec(pnlAfter.invested.usd).minus(pnlBefore.invested.usd).toNumber();
    expect(invested).toBeCloseTo(-25, 0);
    expect((await lastBorrow()).minus(borrowBefore).toNumber()).toBeCloseTo(25, 0);
  });
});

describe('strategy shareholder routes after a deposit', () => {
  interface ShareholderRow {
    transactionSignature: string;
    strategy: string;
    numberOfShares: string;
  }

  it('list the deposit and value the new shares in the PnL', async () => {
    const strategy = worldStrategy(t, 'ORCA');
    const address = strategy.address.toBase58();
    const user = depositor(
      t,
      strategy,
      10n ** BigInt(strategy.tokenAMintDecimals),
      10n ** BigInt(strategy.tokenBMintDecimals + 6),
    );
    const owner = user.wallet.publicKey.toBase58();
    const pnlPath = `/v2/strategies/${address}/shareholders/${owner}/pnl`;
    const before = await get<{ totalCostBasis: { usd: string } }>(pnlPath);
    expect(before.totalCostBasis.usd).toBe('0');

    const signature = await sendStrategy(
      t,
      [user.wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy,
        owner: user.wallet.publicKey,
        tokenMaxA: 10n ** BigInt(strategy.tokenAMintDecimals),
        tokenMaxB: 10n ** BigInt(strategy.tokenBMintDecimals + 6),
      }),
    );
    const minted = dec(tokenBalance(t, user.shares).toString()).div(
      dec(10).pow(Number(strategy.sharesMintDecimals)),
    );
    expect(minted.greaterThan(0)).toBe(true);

    const { transactions } = await get<{ transactions: ShareholderRow[] }>(
      `/v2/shareholders/${owner}/transactions`,
    );
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({ transactionSignature: signature, strategy: address });
    expect(dec(transactions[0]?.numberOfShares ?? '0').toFixed(6)).toBe(minted.toFixed(6));
    const after = await get<{ totalCostBasis: { usd: string } }>(pnlPath);
    expect(dec(after.totalCostBasis.usd).greaterThan(0)).toBe(true);
  });
});
