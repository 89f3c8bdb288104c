import { decodeObligation, decodeReserve } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, balance, refreshBefore, repayIx } from '../action-test-kit';
import { ceil, sub } from '../fraction';
import { klendHandler } from '../handler';
import { BORROW } from '../layout-offsets';
import { ObligationAccount } from '../obligation-account';
import { failedWith, send } from '../test-instructions';
import { ledgerAccount, patchAccount, worldObligation, worldReserve } from '../test-world';

let t: TestChain;
let vanilla: WorldObligation;
let usdt: WorldReserve;
const U64_MAX = (1n << 64n) - 1n;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-repay',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  const owner = t.ordinary.publicKey.toBase58();
  vanilla = worldObligation(
    t,
    (o) => o.owner === owner && o.market === 'main' && o.tag === 'Vanilla',
  );
  usdt = worldReserve(t, 'main', 'USDT');
});
afterAll(() => t.chain.close());

/** The obligation's USDT debt, Fraction bits. */
function debtSf(): bigint {
  const o = new ObligationAccount(ledgerAccount(t, vanilla.address).data);
  const slot = o.activeBorrows().find((s) => o.bytes.pubkey(s.base).toBase58() === usdt.address);
  return slot === undefined ? 0n : o.bytes.u128(slot.base + BORROW.borrowedAmountSf);
}

describe('repay_obligation_liquidity', () => {
  it('takes the tokens into the supply vault and settles that much debt', async () => {
    const wallet = ata(t.ordinary.publicKey, usdt);
    const walletBefore = await balance(t, wallet);
    const vault = new PublicKey(usdt.liquiditySupplyVault);
    const vaultBefore = await balance(t, vault);
    const ixs = refreshBefore(t, vanilla, usdt);
    // The debt the refresh will leave is only known after it: repay a round amount below it.
    const sent = await send(
      t,
      [...ixs, repayIx(t, { obligation: vanilla, reserve: usdt, amount: 1_000_000n })],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(await balance(t, wallet)).toBe(walletBefore - 1_000_000n);
    expect(await balance(t, vault)).toBe(vaultBefore + 1_000_000n);
    expect(sent.logs).toContain(
      'Program log: pnl: Repaying obligation liquidity 1000000 liquidity_amount 1000000',
    );
    const reserve = decodeReserve(new PublicKey(usdt.address), ledgerAccount(t, usdt.address));
    expect(reserve.liquidity.availableAmount).toBe(vaultBefore + 1_000_000n);
    expect(reserve.lastUpdate.stale).toBe(true);
  });

  it('repays the whole debt with u64::MAX: the ceiled debt moves, the borrow slot is freed', async () => {
    const wallet = ata(t.ordinary.publicKey, usdt);
    // Fixture: the wallet holds enough USDT to pay the whole debt (token amount at offset 64).
    patchAccount(t, wallet, (b) => b.setU64(64, b.u64(64) + ceil(debtSf()) * 2n));
    const walletBefore = await balance(t, wallet);
    const ixs = refreshBefore(t, vanilla, usdt);
    // Refresh alone first to learn the debt in this slot's terms, then repay in the next one.
    const refreshed = await send(t, ixs, [t.ordinary]);
    expect(refreshed.err).toBeNull();
    const before = debtSf();
    const sent = await send(
      t,
      [
        ...refreshBefore(t, vanilla, usdt),
        repayIx(t, { obligation: vanilla, reserve: usdt, amount: U64_MAX }),
      ],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const paid = walletBefore - (await balance(t, wallet));
    // Interest of the slots between the two transactions is settled too (≥ the earlier debt).
    expect(paid).toBeGreaterThanOrEqual(ceil(before));
    expect(debtSf()).toBe(0n);
    const obligation = decodeObligation(
      new PublicKey(vanilla.address),
      ledgerAccount(t, vanilla.address),
    );
    expect(obligation.borrows.some((b) => b.borrowReserve.toBase58() === usdt.address)).toBe(false);
    expect(obligation.hasDebt).toBe(obligation.borrows.length > 0);
    expect(sub(before, before)).toBe(0n);
  });
});

describe('repay_obligation_liquidity rejects', () => {
  it('V1 on a reserve with a debt farm and no farm refreshes around it (IncorrectInstructionInPosition)', async () => {
    const other = worldReserve(t, 'main', 'USDC');
    const ixs = refreshBefore(t, vanilla, other);
    const sent = await send(
      t,
      [...ixs, repayIx(t, { obligation: vanilla, reserve: other, amount: 5n })],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6051 }));
  });

  it('a zero amount (InvalidAmount) and a missing refresh (IncorrectInstructionInPosition)', async () => {
    const ixs = refreshBefore(t, vanilla, usdt);
    const zero = await send(
      t,
      [...ixs, repayIx(t, { obligation: vanilla, reserve: usdt, amount: 0n })],
      [t.ordinary],
    );
    expect(zero.err).toEqual(failedWith(ixs.length, { Custom: 6003 }));
    const bare = await send(
      t,
      [repayIx(t, { obligation: vanilla, reserve: usdt, amount: 1n })],
      [t.ordinary],
    );
    expect(bare.err).toEqual(failedWith(0, { Custom: 6051 }));
  });
});
