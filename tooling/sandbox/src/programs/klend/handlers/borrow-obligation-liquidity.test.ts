import { decodeObligation, decodeReserve, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, balance, borrowIx, refreshBefore } from '../action-test-kit';
import { fromInt, max, mul, ONE, round } from '../fraction';
import { klendHandler } from '../handler';
import { RESERVE } from '../layout-offsets';
import { failedWith, send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  patchAccount,
  worldObligation,
  worldReserve,
} from '../test-world';

let t: TestChain;
let vanilla: WorldObligation;
let usdt: WorldReserve;
let eth: WorldReserve;
const KLEND = KLEND_PROGRAM_ID.toBase58();
const OPS = 'programs/klend/src/lending_market/lending_operations.rs';

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-borrow',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  const owner = t.ordinary.publicKey.toBase58();
  vanilla = worldObligation(
    t,
    (o) => o.owner === owner && o.market === 'main' && o.tag === 'Vanilla',
  );
  usdt = worldReserve(t, 'main', 'USDT');
  // A reserve with an origination fee and no debt farm (the world differs by seed).
  const feeReserve = t.chain.world.markets
    .find((m) => m.slug === 'main')
    ?.reserves.find((r) => Number(r.borrowFee) > 0 && r.farmDebt === null && r.status === 'Active');
  if (feeReserve === undefined) throw new Error('No reserve with a borrow fee');
  eth = feeReserve;
});
afterAll(() => t.chain.close());

const obligationOf = () =>
  decodeObligation(new PublicKey(vanilla.address), ledgerAccount(t, vanilla.address));
const debtOf = (reserve: WorldReserve) =>
  obligationOf().borrows.find((b) => b.borrowReserve.toBase58() === reserve.address);
const errorLine = (name: string, code: number, msg: string, line: number) =>
  `Program log: AnchorError thrown in ${OPS}:${line}. Error Code: ${name}. Error Number: ${code}. Error Message: ${msg}.`;

describe('borrow_obligation_liquidity', () => {
  it('lends from the supply vault, records the debt and marks reserve and obligation stale', async () => {
    const wallet = ata(t.ordinary.publicKey, usdt);
    const walletBefore = await balance(t, wallet);
    const vaultBefore = await balance(t, new PublicKey(usdt.liquiditySupplyVault));
    const debtBefore = debtOf(usdt)?.borrowedAmount;
    const sent = await send(
      t,
      [
        ...refreshBefore(t, vanilla, usdt),
        borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 25_000_000n }),
      ],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(await balance(t, wallet)).toBe(walletBefore + 25_000_000n);
    expect(await balance(t, new PublicKey(usdt.liquiditySupplyVault))).toBe(
      vaultBefore - 25_000_000n,
    );
    const logs = sent.logs.slice(sent.logs.lastIndexOf(`Program ${KLEND} invoke [1]`));
    expect(logs).toContain('Program log: Instruction: BorrowObligationLiquidity');
    expect(logs).toContain('Program log: borrow_size Exact(25000000)');
    expect(logs).toContain(
      'Program log: Requested: Exact(25000000), calculated: borrow_amount_f 25000000.0000, receive_amount 25000000',
    );
    expect(logs).toContain(
      'Program log: pnl: Borrow obligation liquidity 25000000 with origination_fee 0',
    );
    // Interest accrued by the refresh is part of the debt before the 25 USDT are added.
    const after = debtOf(usdt);
    expect(after?.borrowedAmount.minus(debtBefore ?? 0).toNumber()).toBeGreaterThanOrEqual(
      25_000_000,
    );
    expect(obligationOf().lastUpdate.stale).toBe(true);
    expect(ledgerBytes(t, vanilla.address).u8(2287)).toBe(1);
    const reserve = decodeReserve(new PublicKey(usdt.address), ledgerAccount(t, usdt.address));
    expect(reserve.lastUpdate.stale).toBe(true);
    expect(reserve.liquidity.availableAmount).toBe(vaultBefore - 25_000_000n);
  });

  it('charges the origination fee to the fee vault on top of the amount received (MATH §2.7)', async () => {
    const feeVault = new PublicKey(eth.feeVault);
    const feeBefore = await balance(t, feeVault);
    const amount = 1_000_000n;
    const sent = await send(
      t,
      [
        ...refreshBefore(t, vanilla, eth),
        borrowIx(t, { obligation: vanilla, reserve: eth, amount }),
      ],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    // MATH §2.7: fee = round(max(amount × rate, 1)), exclusive of the amount received.
    const rate = ledgerBytes(t, eth.address).u64(RESERVE.originationFeeSf);
    const fee = round(max(mul(fromInt(amount), rate), ONE));
    expect(await balance(t, feeVault)).toBe(feeBefore + fee);
    expect(debtOf(eth)?.borrowedAmount.toString()).toBe((amount + fee).toString());
    expect(sent.logs).toContain(
      `Program log: pnl: Borrow obligation liquidity ${amount} with origination_fee ${fee}`,
    );
  });
});

describe('borrow_obligation_liquidity rejects', () => {
  it('a borrow without the refreshes before it (IncorrectInstructionInPosition)', async () => {
    const sent = await send(
      t,
      [borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 1n })],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: 6051 }));
    expect(sent.logs).toContain('Program log: Beginning check_refresh');
  });

  it('a stale obligation: reserves refreshed but not the obligation after an earlier action', async () => {
    const ixs = refreshBefore(t, vanilla, usdt);
    const borrow = borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 1_000_000n });
    // Second borrow in the same transaction: the first left obligation and reserve stale.
    const sent = await send(
      t,
      [...ixs, borrow, ...ixs.slice(-2, -1), ixs[ixs.length - 1] as typeof borrow, borrow],
      [t.ordinary],
    );
    expect(sent.err).toBeNull();
    const stale = await send(t, [...ixs, borrow, borrow], [t.ordinary]);
    expect(stale.err).toEqual(failedWith(ixs.length + 1, { Custom: 6051 }));
  });

  it('more than the obligation may borrow (BorrowTooLarge)', async () => {
    const sent = await send(
      t,
      [
        ...refreshBefore(t, vanilla, usdt),
        borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 10n ** 15n }),
      ],
      [t.ordinary],
    );
    const index = refreshBefore(t, vanilla, usdt).length;
    expect(sent.err).toEqual(failedWith(index, { Custom: 6013 }));
    expect(sent.logs.some((l) => l.startsWith('Program log: Borrow value '))).toBe(true);
  });

  it('a zero amount (InvalidAmount)', async () => {
    const ixs = refreshBefore(t, vanilla, usdt);
    const sent = await send(
      t,
      [...ixs, borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 0n })],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6003 }));
    expect(sent.logs).toContain(errorLine('InvalidAmount', 6003, 'Input amount is invalid', 185));
  });

  it('a borrow above the reserve’s utilization limit (BorrowingAboveUtilizationRateDisabled)', async () => {
    const reserve = ledgerBytes(t, usdt.address);
    const supply = reserve.u64(RESERVE.availableAmount);
    // 95% limit: borrowing most of what is available takes utilization above it.
    const amount = (supply * 9n) / 10n;
    patchAccount(t, vanilla.address, () => {});
    const ixs = refreshBefore(t, vanilla, usdt);
    const sent = await send(
      t,
      [...ixs, borrowIx(t, { obligation: vanilla, reserve: usdt, amount })],
      [t.ordinary],
    );
    expect(sent.err).not.toBeNull();
  });

  it('a daily debt cap reached (WithdrawalCapReached), then allowed once the window passed', async () => {
    patchAccount(t, usdt.address, (b) => {
      const base = RESERVE.debtWithdrawalCap;
      b.setU64(base, 1_000_000n); // capacity
      b.setU64(base + 8, 0n);
      b.setU64(base + 16, 0n); // window started long ago: reset on the next borrow
      b.setU64(base + 24, 86_400n);
    });
    const ixs = refreshBefore(t, vanilla, usdt);
    const tooMuch = await send(
      t,
      [...ixs, borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 2_000_000n })],
      [t.ordinary],
    );
    expect(tooMuch.err).toEqual(failedWith(ixs.length, { Custom: 6064 }));
    expect(tooMuch.logs).toContain(
      'Program log: AnchorError occurred. Error Code: WithdrawalCapReached. Error Number: 6064. Error Message: Withdrawal cap is reached.',
    );
    const ok = await send(
      t,
      [...ixs, borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 600_000n })],
      [t.ordinary],
    );
    expect(ok.err, ok.logs.join('\n')).toBeNull();
    const caps = ledgerBytes(t, usdt.address);
    expect(caps.u64(RESERVE.debtWithdrawalCap + 8)).toBe(600_000n);
    expect(caps.u64(RESERVE.debtWithdrawalCap + 16)).toBeGreaterThan(0n);
    const again = await send(
      t,
      [
        ...refreshBefore(t, vanilla, usdt),
        borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 600_000n }),
      ],
      [t.ordinary],
    );
    expect(again.err).toEqual(failedWith(ixs.length, { Custom: 6064 }));
    patchAccount(t, usdt.address, (b) => b.setU64(RESERVE.debtWithdrawalCap + 24, 0n));
  });

  it('a reserve marked Obsolete (ReserveObsolete)', async () => {
    patchAccount(t, eth.address, (b) => b.setU8(4856, 1));
    const ixs = refreshBefore(t, vanilla, eth);
    const sent = await send(
      t,
      [...ixs, borrowIx(t, { obligation: vanilla, reserve: eth, amount: 1_000n })],
      [t.ordinary],
    );
    patchAccount(t, eth.address, (b) => b.setU8(4856, 0));
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6082 }));
    expect(sent.logs).toContain('Program log: Reserve is not active');
  });
});
