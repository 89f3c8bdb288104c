import { KLIQUIDITY_PROGRAM_ID } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  baseVaultAuthorityAddress,
  sharesMintAddress,
  sharesMintAuthorityAddress,
  strategyVaultAddress,
  treasuryFeeVaultAddress,
} from './pda';
import { testKey } from './testing/keys';

const pda = (...seeds: (string | PublicKey)[]) =>
  PublicKey.findProgramAddressSync(
    seeds.map((s) => (typeof s === 'string' ? Buffer.from(s) : s.toBuffer())),
    KLIQUIDITY_PROGRAM_ID,
  )[0];

describe('strategy PDAs', () => {
  it('use the program’s seeds', () => {
    const strategy = testKey(7);
    expect(baseVaultAuthorityAddress(strategy).address).toEqual(pda('authority', strategy));
    expect(sharesMintAddress(strategy).address).toEqual(pda('shares', strategy));
    expect(sharesMintAuthorityAddress(testKey(8)).address).toEqual(pda('authority', testKey(8)));
    expect(strategyVaultAddress(strategy, 'a').address).toEqual(pda('svault_a', strategy));
    expect(strategyVaultAddress(strategy, 'b').address).toEqual(pda('svault_b', strategy));
    expect(treasuryFeeVaultAddress(testKey(8)).address).toEqual(
      pda('treasury_fee_vault', testKey(8)),
    );
  });
});
