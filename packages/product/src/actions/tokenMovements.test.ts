import { NATIVE_SOL_MINT } from '@keel/wallet-connect';
import { describe, expect, it } from 'vitest';
import { movementLines, movementMints } from './tokenMovements';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const UNKNOWN = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr';

describe('token movements in words', () => {
  it('says what leaves and enters the wallet in the product’s format', () => {
    const lines = movementLines(
      [
        { mint: NATIVE_SOL_MINT, decimals: 9, change: -1_500_000_000n },
        { mint: USDC, decimals: 6, change: 212_340_000n },
      ],
      new Map([[USDC, 'USDC']]),
    );
    expect(lines).toEqual(['You send 1.5 SOL', 'You receive 212.34 USDC']);
  });

  it('names an unknown mint by its shortened address and leaves out what it cannot read', () => {
    const lines = movementLines(
      [
        { mint: UNKNOWN, decimals: 6, change: 1_000_000n },
        { mint: USDC, decimals: undefined, change: 5n },
      ],
      new Map(),
    );
    expect(lines).toEqual(['You receive 1 Gh9Z…tKJr']);
  });

  it('asks symbols only for mints other than SOL', () => {
    expect(
      movementMints([
        { mint: NATIVE_SOL_MINT, decimals: 9, change: -1n },
        { mint: USDC, decimals: 6, change: 1n },
      ]),
    ).toEqual([USDC]);
  });
});
