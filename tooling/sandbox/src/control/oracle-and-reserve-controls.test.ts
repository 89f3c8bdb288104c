import { decodeOraclePrices, decodeReserve } from '@keel/chain-readers';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLanded, startTestChain, type TestChain } from '../test-support/test-chain';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'oracle-controls', keepOraclesFresh: true });
});
afterAll(() => t.chain.close());

async function control(path: string, body: unknown) {
  const response = await fetch(`${t.chain.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function oraclePrices() {
  const address = new PublicKey(t.chain.world.accounts.scopeOraclePrices);
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error('no Scope prices');
  return decodeOraclePrices(address, account);
}

const anyTransaction = () =>
  new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: t.ordinary.publicKey,
      toPubkey: t.flagged.publicKey,
      lamports: 1_000,
    }),
  );

describe('the oracle crank and its controls', () => {
  it('dates every price at the slot a transaction runs in, and stops when asked', async () => {
    t.chain.ledger.advanceSlots(500);
    await sendLanded(t.connection, anyTransaction(), [t.ordinary]);
    const sol = t.chain.world.tokens.find((token) => token.symbol === 'SOL');
    const fresh = oraclePrices().prices[sol?.scopePriceIndex ?? 0];
    expect(Number(fresh?.lastUpdatedSlot)).toBeGreaterThanOrEqual(t.chain.ledger.slot - 2);

    expect((await control('/oracle/crank', { running: false })).body).toEqual({ running: false });
    const stoppedAt = Number(fresh?.lastUpdatedSlot);
    t.chain.ledger.advanceSlots(500);
    await sendLanded(t.connection, anyTransaction(), [t.ordinary]);
    expect(Number(oraclePrices().prices[sol?.scopePriceIndex ?? 0]?.lastUpdatedSlot)).toBe(
      stoppedAt,
    );
    await control('/oracle/crank', { running: true });
  });

  it('moves a token’s price by symbol, exactly, and refuses what it cannot publish', async () => {
    const sol = t.chain.world.tokens.find((token) => token.symbol === 'SOL');
    const moved = await control('/oracle/prices', { token: 'SOL', priceUsd: '61.25' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ symbol: 'SOL', priceUsd: '61.25' });
    const entry = oraclePrices().prices[sol?.scopePriceIndex ?? 0];
    expect(entry?.price).toEqual({ value: 6125n, exp: 2n });
    expect((await control('/oracle/prices', { token: 'NOPE', priceUsd: '1' })).status).toBe(404);
    expect((await control('/oracle/prices', { token: 'SOL', priceUsd: '-1' })).status).toBe(400);
  });
});

describe('reserve configuration control', () => {
  it('sets a reserve’s status and caps in place and refuses what is not a reserve', async () => {
    const reserve = new PublicKey(t.chain.world.markets[0]?.reserves[0]?.address ?? '');
    const before = t.chain.ledger.readAccount(reserve);
    const answer = await control(`/reserves/${reserve.toBase58()}`, {
      status: 'Obsolete',
      depositLimit: '1000',
      borrowLimit: 0,
    });
    expect(answer).toEqual({
      status: 200,
      body: { status: 'Obsolete', depositLimit: 1000, borrowLimit: 0 },
    });
    const after = t.chain.ledger.readAccount(reserve);
    if (before === null || after === null) throw new Error('reserve missing');
    const decoded = decodeReserve(reserve, after);
    expect(decoded.config.status).toBe('Obsolete');
    expect(decoded.config.depositLimit).toBe(1000n);
    // Nothing else moved.
    const changed = [...after.data].flatMap((byte, i) => (byte === before.data[i] ? [] : [i]));
    expect(changed.every((i) => (i >= 4856 && i < 4857) || (i >= 5016 && i < 5032))).toBe(true);
    const notReserve = await control(`/reserves/${t.ordinary.publicKey.toBase58()}`, {
      status: 'Active',
    });
    expect(notReserve.status).toBe(400);
    expect((await control(`/reserves/${reserve.toBase58()}`, { status: 'Paused' })).status).toBe(
      400,
    );
  });
});
