import { toPublicKey } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { orderMarkets } from '../../lending/data/marketList';
import { obligationFixture } from '../../lending/data/testing/obligationFixture';
import { testKey } from '../../lending/data/testing/reserveFixture';
import { marketConfig } from '../../lending/data/testing/seedLending';
import { heldPairs } from './heldPairs';
import { jitoMarket, jitoSol, jitoSolDebt } from './testing/multiplyFixtures';
import { pairKey } from './vaultPairs';

const [market] = orderMarkets([marketConfig('Jito Market', jitoMarket.toBase58())]);
if (!market) throw new Error('market');

const obligation = (n: number, tag: 'Multiply' | 'Leverage' | 'Vanilla', borrow = true) =>
  obligationFixture({
    address: testKey(n),
    market: jitoMarket,
    tag,
    deposits: [{ reserve: toPublicKey(jitoSol.address), cTokens: 1_000_000_000n }],
    borrows: borrow ? [{ reserve: jitoSolDebt.address, lamports: '500000000' }] : [],
  });

describe('heldPairs', () => {
  it("keys the wallet's obligations of the tag by market, deposit and borrow reserve", () => {
    const positions = [
      obligation(70, 'Multiply'),
      obligation(71, 'Vanilla'),
      obligation(72, 'Leverage'),
    ];
    const held = heldPairs(
      positions.map((o) => ({ market, obligation: o })),
      'Multiply',
    );
    expect([...held]).toEqual([
      pairKey({
        market: market.address,
        depositReserve: jitoSol.address.toBase58(),
        borrowReserve: jitoSolDebt.address.toBase58(),
      }),
    ]);
  });

  it('skips an obligation without a borrow (no pair yet)', () => {
    expect(
      heldPairs([{ market, obligation: obligation(73, 'Multiply', false) }], 'Multiply').size,
    ).toBe(0);
  });
});
