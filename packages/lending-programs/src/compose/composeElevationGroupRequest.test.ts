import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { anchorDiscriminator } from '../testing/anchor';
import { OWNER, sampleObligation, sampleReserve } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { composeElevationGroupRequest } from './composeElevationGroupRequest';

const name = (ix: TransactionInstruction) => {
  const hex = ix.data.subarray(0, 8).toString('hex');
  for (const candidate of ['refreshReserve', 'refreshObligation', 'requestElevationGroup']) {
    if (hex === anchorDiscriminator(candidate)) return candidate;
  }
  return hex;
};

describe('composeElevationGroupRequest', () => {
  const sol = sampleReserve(21);
  const jito = sampleReserve(22);
  const sUsd = sampleReserve(23);
  const obligation = sampleObligation([sol, jito], [sUsd], { elevationGroup: 0 });

  it('refreshes every reserve of the obligation, then it, then requests the group', () => {
    const { setup, action } = composeElevationGroupRequest({
      owner: OWNER,
      obligation,
      reserves: [sol, jito, sUsd],
      elevationGroup: 3,
    });
    expect(setup).toEqual([]);
    const ixs = action.map((step) => step.instruction);
    // The labels name what the bytes are.
    expect(action.map((step) => step.label)).toEqual(ixs.map(name));
    expect(ixs.map(name)).toEqual([
      'refreshReserve',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'requestElevationGroup',
    ]);
    expect(ixs.every((ix) => ix.programId.equals(toPublicKey(KLEND_PROGRAM_ID)))).toBe(true);
    const request = ixs.at(-1) as TransactionInstruction;
    expect(request.data.subarray(8)).toEqual(Buffer.from([3]));
    expect(request.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])).toEqual([
      [OWNER.toBase58(), true, false],
      [obligation.address.toBase58(), false, true],
      [obligation.lendingMarket.toBase58(), false, false],
      [sol.address.toBase58(), false, true],
      [jito.address.toBase58(), false, true],
      [sUsd.address.toBase58(), false, true],
    ]);
  });

  it('refuses another wallet, a missing reserve and a group outside u8', () => {
    const input = { owner: OWNER, obligation, reserves: [sol, jito, sUsd], elevationGroup: 1 };
    expect(() => composeElevationGroupRequest({ ...input, owner: testKey(99) })).toThrow(
      /belongs to another wallet/,
    );
    expect(() => composeElevationGroupRequest({ ...input, reserves: [sol] })).toThrow();
    expect(() => composeElevationGroupRequest({ ...input, elevationGroup: 256 })).toThrow(
      RangeError,
    );
  });
});
