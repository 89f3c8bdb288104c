import { Reserve, refreshReservesBatch } from '@kamino-finance/klend-sdk';
import { KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { AccountRole, address, type AccountMeta as KitAccountMeta } from '@solana/kit';
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldReserve } from '../../../world/types';
import { klendHandler } from '../handler';
import { LAST_UPDATE, RESERVE } from '../layout-offsets';
import { failedWith, send } from '../test-instructions';
import { ledgerAccount, ledgerBytes, patchAccount, worldMarket, worldReserve } from '../test-world';

/*
 * refresh_reserves_batch(skip_price_updates), built by klend-sdk 7.3.22's generated client and
 * sent in a web3.js transaction: the remaining accounts read as (reserve, lending market[, pyth,
 * switchboard price, switchboard twap, scope]) groups, each reserve refreshed as refresh_reserve
 * refreshes it (handler_refresh_reserves_batch.rs).
 */

let t: TestChain;
const KLEND = KLEND_PROGRAM_ID.toBase58();
/** LendingMarket.emergency_mode (u8, LAYOUTS §2.1). */
const EMERGENCY_MODE = 122;

beforeAll(async () => {
  t = await startTestChain({ seed: 'klend-refresh-batch', handlers: [klendHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const writable = (key: string): KitAccountMeta => ({
  address: address(key),
  role: AccountRole.WRITABLE,
});
const readonly = (key: string): KitAccountMeta => ({
  address: address(key),
  role: AccountRole.READONLY,
});

/** The SDK's instruction as web3.js sends it. */
function batchIx(skipPriceUpdates: boolean, accounts: KitAccountMeta[]): TransactionInstruction {
  const ix = refreshReservesBatch({ skipPriceUpdates }, accounts, address(KLEND));
  return new TransactionInstruction({
    programId: new PublicKey(ix.programAddress),
    keys: (ix.accounts ?? []).map((meta) => ({
      pubkey: new PublicKey(meta.address),
      isWritable: meta.role === AccountRole.WRITABLE || meta.role === AccountRole.WRITABLE_SIGNER,
      isSigner: false,
    })),
    data: Buffer.from(ix.data ?? new Uint8Array()),
  });
}

/** A reserve and its market, as the vault program lists them (prices skipped). */
const pair = (reserve: WorldReserve) => [
  writable(reserve.address),
  readonly(worldMarket(t, reserve.market).address),
];

/** The four price accounts of a reserve: only Scope is configured in the world. */
const prices = () => [
  readonly(KLEND),
  readonly(KLEND),
  readonly(KLEND),
  readonly(t.chain.world.accounts.scopeOraclePrices),
];

const sdkReserve = (reserve: WorldReserve) =>
  Reserve.decode(Buffer.from(ledgerAccount(t, reserve.address).data));

/**
 * The program's growth of the cumulative borrow rate over n slots (state/reserve.rs,
 * `approximate_compounded_interest`, n > 4): b = rate / SLOTS_PER_YEAR; 1 + b·n + b²·n(n−1)/2 +
 * b³·n(n−1)(n−2)/6, each product truncated — at the curve's rate for the reserve's utilization.
 */
function expectedCumulativeRate(reserve: WorldReserve, slots: bigint): bigint {
  const b = ledgerBytes(t, reserve.address);
  const one = 1n << 60n;
  const borrowed = b.u128(RESERVE.borrowedAmountSf);
  const supply =
    (b.u64(RESERVE.availableAmount) << 60n) +
    borrowed -
    b.u128(RESERVE.accumulatedProtocolFeesSf) -
    b.u128(RESERVE.accumulatedReferrerFeesSf) -
    b.u128(RESERVE.pendingReferrerFeesSf);
  const u = (borrowed << 60n) / supply;
  const bps = Number((u * 10_000n + one / 2n) >> 60n);
  const curve = sdkReserve(reserve).config.borrowRateCurve.points;
  const end = curve.findIndex((p, i) => i > 0 && bps <= p.utilizationRateBps);
  const [p0, p1] = [curve[end - 1], curve[end]];
  if (p0 === undefined || p1 === undefined) throw new Error('no curve segment');
  const startU = (BigInt(p0.utilizationRateBps) << 60n) / 10_000n;
  const rate =
    ((u - startU) * BigInt(p1.borrowRateBps - p0.borrowRateBps)) /
      BigInt(p1.utilizationRateBps - p0.utilizationRateBps) +
    (BigInt(p0.borrowRateBps) << 60n) / 10_000n;
  const step = rate / 63_072_000n;
  const step2 = (step * step) >> 60n;
  const step3 = (step2 * step) >> 60n;
  const n = slots;
  const growth =
    one + step * n + (step2 * n * (n - 1n)) / 2n + (step3 * n * (n - 1n) * (n - 2n)) / 6n;
  return (b.uint(RESERVE.cumulativeBorrowRateBsf, 4) * growth) >> 60n;
}

async function slotOf(signature: string): Promise<bigint> {
  const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  return BigInt(tx?.slot ?? 0);
}

describe('refresh_reserves_batch', () => {
  it('skipping prices: every reserve accrues interest to the current slot, prices untouched', async () => {
    const usdc = worldReserve(t, 'main', 'USDC');
    const usdt = worldReserve(t, 'main', 'USDT');
    t.chain.ledger.advanceSlots(216_000); // a day
    const before = [usdc, usdt].map((r) => ({
      lastSlot: BigInt(sdkReserve(r).lastUpdate.slot.toString()),
      price: ledgerBytes(t, r.address).u128(RESERVE.marketPriceSf),
      status: ledgerBytes(t, r.address).u8(RESERVE.lastUpdate + LAST_UPDATE.priceStatus),
    }));
    // Worked out before sending, for the current slot and the next (where it may land).
    const slot = BigInt(await t.connection.getSlot());
    const expected = [0n, 1n].map((later) =>
      [usdc, usdt].map((r, i) =>
        expectedCumulativeRate(r, slot + later - (before[i]?.lastSlot ?? 0n)),
      ),
    );
    const sent = await send(t, [batchIx(true, [...pair(usdc), ...pair(usdt)])], [t.ordinary]);
    expect(sent.err).toBeNull();
    const landed = await slotOf(sent.signature);
    expect(landed - slot).toBeLessThanOrEqual(1n);
    const cumulative = expected[Number(landed - slot)] ?? [];
    expect(sent.logs).toEqual([
      `Program ${KLEND} invoke [1]`,
      'Program log: Instruction: RefreshReservesBatch',
      `Program ${KLEND} consumed 18000 of 200000 compute units`,
      `Program ${KLEND} success`,
    ]);
    [usdc, usdt].forEach((reserve, i) => {
      const after = sdkReserve(reserve);
      expect(BigInt(after.lastUpdate.slot.toString())).toBe(landed);
      expect(after.lastUpdate.stale).toBe(0);
      expect(ledgerBytes(t, reserve.address).uint(RESERVE.cumulativeBorrowRateBsf, 4)).toBe(
        cumulative[i],
      );
      expect(ledgerBytes(t, reserve.address).u128(RESERVE.marketPriceSf)).toBe(before[i]?.price);
    });
  });

  it('with prices: each reserve reads its four price accounts and takes the Scope price', async () => {
    const usdc = worldReserve(t, 'main', 'USDC');
    t.chain.ledger.advanceSlots(300); // past the market's price refresh trigger
    const sent = await send(t, [batchIx(false, [...pair(usdc), ...prices()])], [t.ordinary]);
    expect(sent.err).toBeNull();
    expect(sent.logs).toContain(
      `Program log: Token: USDC Price: ${new MathDecimal(usdc.priceUsd).toFixed(4, MathDecimal.ROUND_HALF_UP)}`,
    );
    const after = sdkReserve(usdc);
    expect(BigInt(after.lastUpdate.slot.toString())).toBe(await slotOf(sent.signature));
    expect(after.lastUpdate.priceStatus).toBe(0x3f);
  });

  it('refuses as the program does', async () => {
    const usdc = worldReserve(t, 'main', 'USDC');
    const otherMarket = t.chain.world.markets.find((m) => m.slug !== usdc.market);
    const cases: Array<[KitAccountMeta[], boolean, unknown, string]> = [
      // A reserve without its market.
      [[writable(usdc.address)], true, { Custom: 6006 }, 'Missing lending market account'],
      // A market that is not the reserve's.
      [
        [writable(usdc.address), readonly(otherMarket?.address ?? KLEND)],
        true,
        { Custom: 6006 },
        'Error Code: InvalidAccountInput',
      ],
      // Prices wanted but not given.
      [pair(usdc), false, { Custom: 6006 }, 'Missing price account'],
      // load_mut of a read-only reserve.
      [
        [readonly(usdc.address), readonly(worldMarket(t, usdc.market).address)],
        true,
        { Custom: 3006 },
        'Error Code: AccountNotMutable',
      ],
    ];
    for (const [accounts, skip, error, line] of cases) {
      const sent = await send(t, [batchIx(skip, accounts)], [t.ordinary]);
      expect(sent.err, line).toEqual(failedWith(0, error));
      expect(
        sent.logs.some((l) => l.includes(line)),
        line,
      ).toBe(true);
    }
    // A reserve of another program version.
    patchAccount(t, usdc.address, (b) => b.setU64(RESERVE.version, 0n));
    const deprecated = await send(t, [batchIx(true, pair(usdc))], [t.ordinary]);
    expect(deprecated.err).toEqual(failedWith(0, { Custom: 6073 }));
    t.chain.reset();
    // Emergency mode on the market stops the batch.
    patchAccount(t, worldMarket(t, usdc.market).address, (b) => b.setU8(EMERGENCY_MODE, 1));
    const halted = await send(t, [batchIx(true, pair(usdc))], [t.ordinary]);
    expect(halted.err).toEqual(failedWith(0, { Custom: 6042 }));
  });
});
