import {
  findReserve,
  obligationPda,
  readLendingMarket,
  readMultipleAccounts,
  readObligations,
  readObligationsByOwner,
  readUserMetadata,
  sameAddress,
} from '@keel/chain-readers';
import {
  cTokensToLiquidity,
  lamportsToAmount,
  MathDecimal,
  reserveTotalSupply,
} from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox-chain';
import type { WorldMarket } from '../../src/world/types';
import { countingConnection } from './rpc-counter';

let chain: SandboxChain;
let rpc: ReturnType<typeof countingConnection>;

beforeAll(async () => {
  chain = await startSandboxChain({
    ports: { rpc: 0, ws: 0, control: 0 },
    seed: 'readers-lending',
  });
  rpc = countingConnection(chain.rpcUrl, chain.wsUrl);
});
afterAll(() => chain.close());

const reserveList = (market: WorldMarket) => market.reserves.map((r) => new PublicKey(r.address));

describe('lending markets through chain-readers', () => {
  it('loads every market with its reserves, as the world describes them', async () => {
    for (const market of chain.world.markets) {
      const state = await readLendingMarket(rpc.connection, new PublicKey(market.address), {
        reserves: reserveList(market),
      });
      expect(state.market.name).toBe(market.name);
      expect(state.market.elevationGroups.map((g) => g.id)).toEqual(
        market.elevationGroups.map((g) => g.id),
      );
      expect(state.reserves).toHaveLength(market.reserves.length);
      for (const reserve of market.reserves) {
        const loaded = findReserve(state, new PublicKey(reserve.address));
        const scale = new MathDecimal(10).pow(reserve.decimals);
        expect(loaded.config.tokenInfo.name).toBe(reserve.symbol);
        expect(loaded.config.status).toBe(reserve.status);
        expect(loaded.config.loanToValuePct).toBe(reserve.loanToValuePct);
        expect(reserveTotalSupply(loaded.liquidity).div(scale).eq(reserve.totalSupply)).toBe(true);
        expect(loaded.liquidity.borrowedAmount.div(scale).eq(reserve.totalBorrowed)).toBe(true);
        expect(loaded.farmCollateral?.toBase58() ?? null).toBe(reserve.farmCollateral);
      }
    }
    const reserves = chain.world.markets.flatMap((m) => m.reserves);
    expect(reserves.length).toBeGreaterThanOrEqual(40);
  });

  it('finds a market’s reserves by getProgramAccounts when no list is given', async () => {
    const market = chain.world.markets.find((m) => m.slug === 'main') as WorldMarket;
    const { result, requests } = await rpc.during(() =>
      readLendingMarket(rpc.connection, new PublicKey(market.address)),
    );
    expect(result.reserves.map((r) => r.address.toBase58()).sort()).toEqual(
      market.reserves.map((r) => r.address).sort(),
    );
    expect(requests.map((r) => r.method).sort()).toEqual([
      'getMultipleAccounts',
      'getProgramAccounts',
    ]);
  });

  it('makes one getMultipleAccounts per 100 accounts and no per-account calls', async () => {
    for (const market of chain.world.markets) {
      const { requests } = await rpc.during(() =>
        readLendingMarket(rpc.connection, new PublicKey(market.address), {
          reserves: reserveList(market),
        }),
      );
      expect(requests).toEqual([
        { method: 'getMultipleAccounts', keys: 1 + market.reserves.length },
      ]);
    }
    // Every market, reserve, farm and strategy at once: more than 100 accounts.
    const world = chain.world;
    const addresses = [
      ...world.markets.flatMap((m) => [m.address, ...m.reserves.map((r) => r.address)]),
      ...world.farms.map((f) => f.address),
      ...world.strategies.map((s) => s.address),
    ].map((a) => new PublicKey(a));
    const { result, requests } = await rpc.during(() =>
      readMultipleAccounts(rpc.connection, addresses),
    );
    expect(result.every((account) => account !== null)).toBe(true);
    expect(addresses.length).toBeGreaterThan(100);
    expect(requests.map((r) => r.method)).toEqual(
      Array.from({ length: Math.ceil(addresses.length / 100) }, () => 'getMultipleAccounts'),
    );
    expect(requests.every((r) => r.keys <= 100)).toBe(true);
    expect(requests.reduce((sum, r) => sum + r.keys, 0)).toBe(addresses.length);
    expect(rpc.requests.some((r) => r.method === 'getAccountInfo')).toBe(false);
  });
});

describe('the ordinary wallet’s obligations through chain-readers', () => {
  it('lists every obligation of the wallet by owner, with its tag, deposits and borrows', async () => {
    const wallet = chain.world.wallets.find((w) => w.role === 'ordinary');
    if (wallet === undefined) throw new Error('no ordinary wallet');
    const owner = new PublicKey(wallet.publicKey);
    const found = [];
    for (const market of chain.world.markets) {
      const state = await readLendingMarket(rpc.connection, new PublicKey(market.address), {
        reserves: reserveList(market),
      });
      const obligations = await readObligationsByOwner(
        rpc.connection,
        new PublicKey(market.address),
        owner,
      );
      for (const obligation of obligations) {
        const expected = wallet.obligations.find(
          (o) => o.address === obligation.address.toBase58(),
        );
        if (expected === undefined) throw new Error(`unexpected ${obligation.address.toBase58()}`);
        found.push(expected.scenario);
        expect(obligation.tag).toBe(expected.tag);
        expect(obligation.lendingMarket.toBase58()).toBe(market.address);
        expect(obligation.elevationGroup).toBe(expected.elevationGroup);
        const pda = obligationPda({
          tag: expected.tag,
          owner,
          market: new PublicKey(market.address),
          seed1: new PublicKey(expected.seed1),
          seed2: new PublicKey(expected.seed2),
        });
        expect(sameAddress(pda.address, obligation.address)).toBe(true);
        // Deposits are cTokens: at the reserve's exchange rate they are the world's amounts.
        expect(obligation.deposits).toHaveLength(expected.deposits.length);
        obligation.deposits.forEach((deposit, i) => {
          const leg = expected.deposits[i];
          const reserve = findReserve(state, deposit.depositReserve);
          const liquidity = cTokensToLiquidity(
            deposit.depositedAmount,
            reserveTotalSupply(reserve.liquidity),
            reserve.collateral.mintTotalSupply,
          );
          const amount = lamportsToAmount(liquidity, reserve.liquidity.mintDecimals);
          expect(deposit.depositReserve.toBase58()).toBe(leg?.reserve);
          expect(
            amount
              .minus(leg?.amount ?? 'NaN')
              .abs()
              .lt('0.00001'),
          ).toBe(true);
        });
        expect(obligation.borrows).toHaveLength(expected.borrows.length);
        obligation.borrows.forEach((borrow, i) => {
          const leg = expected.borrows[i];
          const reserve = findReserve(state, borrow.borrowReserve);
          expect(borrow.cumulativeBorrowRate.eq(reserve.liquidity.cumulativeBorrowRate)).toBe(true);
          expect(
            lamportsToAmount(borrow.borrowedAmount, reserve.liquidity.mintDecimals).eq(
              leg?.amount ?? 'NaN',
            ),
          ).toBe(true);
        });
        // The stored LTV inputs say what the scenario says.
        const ltv = obligation.depositedValue.isZero()
          ? new MathDecimal(0)
          : obligation.borrowedAssetsMarketValue.div(obligation.depositedValue);
        expect(ltv.minus(expected.loanToValue).abs().lt('0.001')).toBe(true);
        if (expected.scenario === 'near-liquidation') {
          expect(obligation.borrowFactorAdjustedDebtValue.gt(obligation.allowedBorrowValue)).toBe(
            true,
          );
          expect(obligation.borrowFactorAdjustedDebtValue.lt(obligation.unhealthyBorrowValue)).toBe(
            true,
          );
        } else {
          expect(obligation.borrowFactorAdjustedDebtValue.lte(obligation.allowedBorrowValue)).toBe(
            true,
          );
        }
      }
    }
    expect(found.sort()).toEqual(wallet.obligations.map((o) => o.scenario).sort());
    expect(new Set(wallet.obligations.map((o) => o.tag))).toEqual(
      new Set(['Vanilla', 'Multiply', 'Lending', 'Leverage']),
    );
    const byAddress = await readObligations(
      rpc.connection,
      wallet.obligations.map((o) => new PublicKey(o.address)),
    );
    expect(byAddress.every((o) => sameAddress(o?.owner, owner) === true)).toBe(true);
    const metadata = await readUserMetadata(rpc.connection, owner);
    expect(sameAddress(metadata?.owner, owner)).toBe(true);
    expect(metadata?.address.toBase58()).toBe(wallet.userMetadata);
  });
});
