import {
  type Address,
  KLIQUIDITY_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  baseVaultAuthorityAddress,
  newStrategyAddresses,
  orcaPositionAddress,
  orcaTickArrayAddress,
  positionMetadataAddress,
  sharesMintAddress,
  sharesMintAuthorityAddress,
  strategyVaultAddress,
  TOKEN_METADATA_PROGRAM_ID,
  treasuryFeeVaultAddress,
} from './pda';
import { testKey } from './testing/keys';

const pdaOf =
  (program: PublicKey) =>
  (...seeds: (string | Address)[]) =>
    PublicKey.findProgramAddressSync(
      seeds.map((s) => (typeof s === 'string' ? Buffer.from(s) : s.toBytes())),
      program,
    )[0];
const pda = pdaOf(toPublicKey(KLIQUIDITY_PROGRAM_ID));

describe('strategy PDAs', () => {
  it('use the program’s seeds', () => {
    const strategy = testKey(7);
    const [a, b] = [testKey(5), testKey(6)];
    expect(baseVaultAuthorityAddress(a, b).address).toEqual(pda('authority', a, b));
    expect(sharesMintAddress(strategy, a, b).address).toEqual(pda('shares', strategy, a, b));
    expect(sharesMintAuthorityAddress(testKey(8)).address).toEqual(pda('authority', testKey(8)));
    expect(strategyVaultAddress(strategy, 'a').address).toEqual(pda('svault_a', strategy));
    expect(strategyVaultAddress(strategy, 'b').address).toEqual(pda('svault_b', strategy));
    expect(treasuryFeeVaultAddress(testKey(8)).address).toEqual(
      pda('treasury_fee_vault', testKey(8)),
    );
  });

  it('a new strategy’s addresses chain: vaults → authority, mints → shares → its authority', () => {
    const strategy = testKey(7);
    const keys = newStrategyAddresses(strategy, testKey(5), testKey(6));
    expect(keys.tokenAVault).toEqual(pda('svault_a', strategy));
    expect(keys.baseVaultAuthority).toEqual(pda('authority', keys.tokenAVault, keys.tokenBVault));
    expect(keys.sharesMint).toEqual(pda('shares', strategy, testKey(5), testKey(6)));
    expect(keys.sharesMintAuthority).toEqual(pda('authority', keys.sharesMint));
  });

  it('the pool-side addresses: position, metadata, tick arrays', () => {
    const orca = pdaOf(toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID));
    expect(orcaPositionAddress(testKey(3)).address).toEqual(orca('position', testKey(3)));
    expect(orcaTickArrayAddress(testKey(4), -5632).address).toEqual(
      orca('tick_array', testKey(4), '-5632'),
    );
    expect(positionMetadataAddress(testKey(3)).address).toEqual(
      pdaOf(toPublicKey(TOKEN_METADATA_PROGRAM_ID))(
        'metadata',
        TOKEN_METADATA_PROGRAM_ID,
        testKey(3),
      ),
    );
  });
});
