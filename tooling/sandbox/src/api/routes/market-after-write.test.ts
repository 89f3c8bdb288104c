import {
  decodeReserve,
  leveragedObligationPda,
  type Reserve,
  toPublicKey,
} from '@keel/chain-readers';
import { composeLeverageLoop, type LeverageStep } from '@keel/lending-programs';
import { depositAndInvestInstructions } from '@keel/liquidity-programs';
import { activeAllocations, decodeVaultState, vaultDepositInstruction } from '@keel/vault-programs';
import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmsHandler } from '../../programs/farms/farms-handler';
import { ata } from '../../programs/klend/action-test-kit';
import { klendHandler } from '../../programs/klend/handler';
import { ReserveAccount } from '../../programs/klend/reserve-account';
import { ledgerAccount, worldMarket, worldReserve } from '../../programs/klend/test-world';
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
import { swapInstruction } from '../../programs/swap/swap-client';
import { swapHandler } from '../../programs/swap/swap-handler';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { type Decimal, dec } from '../data/decimal';
import { type SandboxApi, startSandboxApi } from '../sandbox-api';

/*
 * After a write lands on the sandbox chain, the API's market-level figures answer what the chain
 * now holds, as the real API derives them from the accounts: an earn vault's AUM, shares and share
 * price, a reserve's totals, utilisation and rates, the market's leverage metrics, which count
 * an obligation opened on the chain, and a liquidity strategy's shares issued and TVL.
 */

let t: TestChain;
let api: SandboxApi;
const kit = vaultKit(() => t);

beforeAll(async () => {
  t = await startTestChain({
    seed: 'kvault-accrual',
    handlers: [klendHandler, kvaultHandler, farmsHandler, swapHandler, kliquidityHandler],
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

const FRACTION = dec(2).pow(60);

describe('an earn vault after a deposit', () => {
  interface VaultMetrics {
    tokensAvailable: string;
    tokensInvested: string;
    sharesIssued: string;
    tokensPerShare: string;
    sharePrice: string;
    tokenPrice: string;
  }
  interface VaultRow {
    address: string;
    state: { tokenAvailable: string; sharesIssued: string; prevAum: string };
  }
  interface HistoryPoint {
    timestamp: number;
    tvl: string;
  }

  it('answers the AUM, shares and share price its account holds, in the metrics, the list and the last history point', async () => {
    const vault = kit.vaultOf('PYUSD');
    const scale = dec(10).pow(vault.tokenDecimals);
    const metricsPath = `/kvaults/vaults/${vault.address}/metrics`;
    const total = (m: VaultMetrics) => dec(m.tokensAvailable).plus(m.tokensInvested);
    const lastTvl = async () => {
      const start = Date.now() - 2 * 86_400_000;
      const points = await get<HistoryPoint[]>(
        `/kvaults/vaults/${vault.address}/metrics/history?start=${start}`,
      );
      return dec(points.at(-1)?.tvl ?? '0');
    };
    const before = await get<VaultMetrics>(metricsPath);
    const tvlBefore = await lastTvl();
    const state = kit.state(vault);
    await kit.send(
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
    const onChain = decodeVaultState(new PublicKey(vault.address), ledgerAccount(t, vault.address));
    const chainShares = dec(onChain.sharesIssued.toString()).div(scale);
    const chainAvailable = dec(onChain.tokenAvailable.toString()).div(scale);

    const after = await get<VaultMetrics>(metricsPath);
    expect(total(after).minus(total(before)).toNumber()).toBeCloseTo(1_000, 6);
    expect(dec(after.tokensAvailable).equals(chainAvailable)).toBe(true);
    expect(dec(after.sharesIssued).equals(chainShares)).toBe(true);
    expect(dec(after.sharesIssued).greaterThan(before.sharesIssued)).toBe(true);
    // The deposit buys shares at the share price: the price holds (the vault rounds its way).
    const perShare = total(after).div(after.sharesIssued);
    expect(dec(after.tokensPerShare).toNumber()).toBeCloseTo(perShare.toNumber(), 8);
    expect(dec(after.tokensPerShare).toNumber()).toBeCloseTo(Number(before.tokensPerShare), 6);
    expect(dec(after.sharePrice).toNumber()).toBeCloseTo(
      dec(after.tokensPerShare).mul(after.tokenPrice).toNumber(),
      6,
    );

    const row = (await get<VaultRow[]>('/kvaults/vaults')).find((v) => v.address === vault.address);
    expect(row?.state.tokenAvailable).toBe(onChain.tokenAvailable.toString());
    expect(row?.state.sharesIssued).toBe(onChain.sharesIssued.toString());
    expect(
      dec(row?.state.prevAum ?? '0')
        .div(scale)
        .toFixed(6),
    ).toBe(total(after).toFixed(6));

    const tvlMoved = (await lastTvl()).minus(tvlBefore);
    expect(tvlMoved.toNumber()).toBeCloseTo(dec(1_000).mul(after.tokenPrice).toNumber(), 0);
  });
});

interface ReserveMetrics {
  totalSupplyWads: string;
  totalBorrowsWads: string;
  utilizationRatio: number;
  supplyInterestAPY: number;
  borrowInterestAPY: number;
}

interface LeverageRow {
  depositReserve: string;
  borrowReserve: string;
  tag: string;
  totalObligations: string;
  totalDeposited: string;
  totalBorrowed: string;
}

describe('a reserve and the leverage metrics after a multiply opens on the chain', () => {
  const owner = Keypair.generate();
  const key = (address: string) => new PublicKey(address);
  const reserveOf = (address: string): Reserve =>
    decodeReserve(key(address), ledgerAccount(t, address));
  const BUDGET = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
  ];
  const worldReserveOf = (r: Reserve) => {
    const found = worldMarket(t, 'main').reserves.find((w) => w.address === r.address.toBase58());
    if (!found) throw new Error(`reserve ${r.address.toBase58()} is not in the main market`);
    return found;
  };

  async function sendV0(steps: readonly LeverageStep[]) {
    const market = worldMarket(t, 'main');
    const table = (await t.connection.getAddressLookupTable(key(market.lookupTable))).value;
    if (table === null) throw new Error('the market has no lookup table');
    const { blockhash } = await t.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: owner.publicKey,
      recentBlockhash: blockhash,
      instructions: [...BUDGET, ...steps.map((step) => step.instruction)],
    }).compileToV0Message([table]);
    const tx = new VersionedTransaction(message);
    tx.sign([owner]);
    const signature = await t.connection.sendRawTransaction(tx.serialize(), {
      skipPreflight: true,
    });
    const landed = await t.connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    });
    return { err: landed?.meta?.err ?? null, logs: landed?.meta?.logMessages ?? [] };
  }

  /** Opens a SOL/USDC multiply: 2 SOL of the wallet's, 3 flash-borrowed, 500 USDC borrowed. */
  async function openMultiply() {
    await t.connection.requestAirdrop(owner.publicKey, 50 * LAMPORTS_PER_SOL);
    const collateral = reserveOf(worldReserve(t, 'main', 'SOL').address);
    const debt = reserveOf(worldReserve(t, 'main', 'USDC').address);
    const own = 2n * BigInt(LAMPORTS_PER_SOL);
    const flash = 3n * BigInt(LAMPORTS_PER_SOL);
    const borrow = 500_000_000n;
    const rate = collateral.config.fees.flashLoanFee;
    const fee = rate.isZero()
      ? 0n
      : BigInt(rate.times(flash.toString()).ceil().toFixed(0)) + 1n || 1n;
    const composed = composeLeverageLoop({
      market: collateral.lendingMarket,
      owner: owner.publicKey,
      obligation: null,
      newObligation: {
        tag: 'Multiply',
        seed1: collateral.liquidity.mintPubkey,
        seed2: debt.liquidity.mintPubkey,
      },
      collateralReserve: collateral,
      debtReserve: debt,
      reserves: [collateral, debt],
      loop: {
        direction: 'increase',
        ownCollateral: own,
        flashCollateral: flash,
        borrowDebt: borrow,
      },
      swapInstructions: [
        swapInstruction({
          user: owner.publicKey,
          source: ata(owner.publicKey, worldReserveOf(debt)),
          destination: ata(owner.publicKey, worldReserveOf(collateral)),
          inputMint: toPublicKey(debt.liquidity.mintPubkey),
          outputMint: toPublicKey(collateral.liquidity.mintPubkey),
          inputTokenProgram: toPublicKey(debt.liquidity.tokenProgram),
          outputTokenProgram: toPublicKey(collateral.liquidity.tokenProgram),
          oraclePrices: toPublicKey(debt.config.tokenInfo.scopeConfiguration.priceFeed),
          mode: 'ExactOut',
          amount: flash + fee,
          limit: borrow,
        }),
      ],
      elevationGroup: 0,
      userMetadataExists: false,
      collateralFarmStateExists: false,
      debtFarmStateExists: false,
      instructionsBefore: BUDGET.length,
    });
    const setup = await sendV0(composed.setup);
    expect(setup.err, setup.logs.join('\n')).toBeNull();
    const sent = await sendV0(composed.action);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    return { collateral, debt, own, borrow };
  }

  const lastMetrics = async (market: string, reserve: string) => {
    const start = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const { history } = await get<{ history: { metrics: ReserveMetrics }[] }>(
      `/${api.slug}-market/${market}/reserves/${reserve}/metrics/history?start=${start}`,
    );
    const last = history.at(-1)?.metrics;
    if (!last) throw new Error('the reserve has no history');
    return last;
  };
  const wadsToWhole = (wads: string, decimals: number): Decimal =>
    dec(wads).div(dec(10).pow(18 + decimals));

  it("answers the reserves' totals, utilisation and rates their accounts hold, and counts the obligation in the leverage metrics", async () => {
    const market = worldMarket(t, 'main');
    const sol = worldReserve(t, 'main', 'SOL');
    const usdc = worldReserve(t, 'main', 'USDC');
    const solBefore = await lastMetrics(market.address, sol.address);
    const usdcBefore = await lastMetrics(market.address, usdc.address);
    const leverage = async () =>
      (await get<LeverageRow[]>(`/${api.slug}-market/${market.address}/leverage/metrics`)).find(
        (row) =>
          row.tag === 'Multiply' &&
          row.depositReserve === sol.address &&
          row.borrowReserve === usdc.address,
      );
    const pairBefore = await leverage();

    const { collateral, debt } = await openMultiply();

    // The SOL reserve took the 5 SOL deposited; its totals are its account's, to the base unit.
    const solAfter = await lastMetrics(market.address, sol.address);
    const solAccount = new ReserveAccount(key(sol.address), ledgerAccount(t, sol.address));
    const solScale = dec(10).pow(sol.decimals);
    const supplied = dec(solAccount.totalSupply().toString()).div(FRACTION).div(solScale);
    expect(wadsToWhole(solAfter.totalSupplyWads, sol.decimals).toFixed(sol.decimals)).toBe(
      supplied.toFixed(sol.decimals),
    );
    const moved = wadsToWhole(solAfter.totalSupplyWads, sol.decimals).minus(
      wadsToWhole(solBefore.totalSupplyWads, sol.decimals),
    );
    // The 5 SOL, and the interest the refresh accrued since the world was written.
    expect(moved.toNumber()).toBeGreaterThanOrEqual(5);
    expect(moved.toNumber()).toBeLessThan(5.5);
    // More supplied against the same debt: utilisation and the supply rate fall.
    expect(solAfter.utilizationRatio).toBeLessThan(solBefore.utilizationRatio);
    expect(solAfter.supplyInterestAPY).toBeLessThan(solBefore.supplyInterestAPY);

    // The USDC reserve lent 500 USDC: borrows, utilisation and both rates rise.
    const usdcAfter = await lastMetrics(market.address, usdc.address);
    const lent = wadsToWhole(usdcAfter.totalBorrowsWads, usdc.decimals).minus(
      wadsToWhole(usdcBefore.totalBorrowsWads, usdc.decimals),
    );
    // The 500 USDC, and the interest the refresh accrued on the reserve's debt.
    expect(lent.toNumber()).toBeGreaterThanOrEqual(500);
    expect(lent.toNumber()).toBeLessThan(505);
    expect(usdcAfter.utilizationRatio).toBeGreaterThan(usdcBefore.utilizationRatio);
    expect(usdcAfter.borrowInterestAPY).toBeGreaterThanOrEqual(usdcBefore.borrowInterestAPY);
    expect(usdcAfter.supplyInterestAPY).toBeGreaterThan(usdcBefore.supplyInterestAPY);

    // The obligation exists only on the chain: the leverage metrics count it in its pair.
    const pairAfter = await leverage();
    expect(Number(pairAfter?.totalObligations)).toBe(Number(pairBefore?.totalObligations ?? 0) + 1);
    const deposited = dec(pairAfter?.totalDeposited ?? '0').minus(
      pairBefore?.totalDeposited ?? '0',
    );
    expect(deposited.toNumber()).toBeCloseTo(5, 1);
    const borrowed = dec(pairAfter?.totalBorrowed ?? '0').minus(pairBefore?.totalBorrowed ?? '0');
    expect(borrowed.toNumber()).toBeCloseTo(500, 0);
    const address = leveragedObligationPda(
      'Multiply',
      owner.publicKey,
      collateral.lendingMarket,
      collateral.liquidity.mintPubkey,
      debt.liquidity.mintPubkey,
    ).address.toBase58();
    const inWorld = t.chain.world.wallets.some((w) =>
      w.obligations.some((o) => o.address === address),
    );
    expect(inWorld).toBe(false);
  });
});

describe('a liquidity strategy after a deposit', () => {
  interface StrategyMetrics {
    sharePrice: string;
    sharesIssued: string;
    totalValueLocked: string;
  }
  interface HistoryPoint {
    sharesIssued: string;
    totalValueLocked: string;
  }

  it('answers the shares its account holds and their worth, in the metrics, the total TVL and the last history point', async () => {
    const strategy = worldStrategy(t, 'ORCA');
    const address = strategy.address.toBase58();
    const scale = dec(10).pow(Number(strategy.sharesMintDecimals));
    const metricsPath = `/strategies/${address}/metrics`;
    const totalTvl = async () => dec((await get<{ tvl: string }>('/strategies/tvl')).tvl);
    const lastPoint = async () => {
      const start = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const points = await get<HistoryPoint[]>(`/v2/strategies/${address}/history?start=${start}`);
      const last = points.at(-1);
      if (!last) throw new Error('the strategy has no history');
      return last;
    };
    const before = await get<StrategyMetrics>(metricsPath);
    const totalBefore = await totalTvl();
    const user = depositor(
      t,
      strategy,
      10n ** BigInt(strategy.tokenAMintDecimals),
      10n ** BigInt(strategy.tokenBMintDecimals + 6),
    );
    await sendStrategy(
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
    const minted = dec(tokenBalance(t, user.shares).toString()).div(scale);
    expect(minted.greaterThan(0)).toBe(true);

    const after = await get<StrategyMetrics>(metricsPath);
    const sharesMoved = dec(after.sharesIssued).minus(before.sharesIssued);
    expect(sharesMoved.toFixed(6)).toBe(minted.toFixed(6));
    // The new shares are worth what they cost: the share price holds, the TVL grows by them.
    expect(after.sharePrice).toBe(before.sharePrice);
    const worth = minted.mul(before.sharePrice);
    const tvlMoved = dec(after.totalValueLocked).minus(before.totalValueLocked);
    expect(tvlMoved.toNumber()).toBeCloseTo(worth.toNumber(), 1);
    expect((await totalTvl()).minus(totalBefore).toNumber()).toBeCloseTo(worth.toNumber(), 1);
    const last = await lastPoint();
    expect(last.sharesIssued).toBe(after.sharesIssued);
    expect(last.totalValueLocked).toBe(after.totalValueLocked);
  });
});
