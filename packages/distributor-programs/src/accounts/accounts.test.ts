import { createHash } from 'node:crypto';
import { AccountDecodeError } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { testKey } from '../testing/keys';
import { CLAIM_STATUS_SIZE, decodeClaimStatus, encodeClaimStatus } from './claimStatus';
import { DISTRIBUTOR_ACCOUNT_DISCRIMINATORS } from './discriminators';
import {
  decodeMerkleDistributor,
  encodeMerkleDistributor,
  MERKLE_DISTRIBUTOR_SIZE,
} from './merkleDistributor';

const anchorHash = (name: string) => [
  ...createHash('sha256').update(`account:${name}`).digest().subarray(0, 8),
];

const distributor = {
  bump: 254,
  version: 3n,
  root: new Uint8Array(32).fill(9),
  mint: testKey(1),
  base: testKey(2),
  tokenVault: testKey(3),
  maxTotalClaim: 1_000_000_000n,
  maxNumNodes: 501n,
  totalAmountClaimed: 12n,
  numNodesClaimed: 1n,
  startTs: 1_700_000_000n,
  endTs: 1_700_000_001n,
  clawbackStartTs: 1_800_000_000n,
  clawbackReceiver: testKey(4),
  admin: testKey(5),
  clawedBack: true,
  enableSlot: 350_000_000n,
  closable: false,
};

describe('distributor accounts', () => {
  it('discriminators are sha256("account:<Name>")[0..8]', () => {
    expect([...DISTRIBUTOR_ACCOUNT_DISCRIMINATORS.MerkleDistributor]).toEqual(
      anchorHash('MerkleDistributor'),
    );
    expect([...DISTRIBUTOR_ACCOUNT_DISCRIMINATORS.ClaimStatus]).toEqual(anchorHash('ClaimStatus'));
  });

  it('MerkleDistributor: 376 bytes, Borsh field order, reserved tail zero', () => {
    const data = encodeMerkleDistributor(distributor);
    expect(data.length).toBe(MERKLE_DISTRIBUTOR_SIZE);
    const view = Buffer.from(data);
    expect(view[8]).toBe(254);
    expect(view.readBigUInt64LE(9)).toBe(3n);
    expect(view.subarray(49, 81).equals(testKey(1).toBuffer())).toBe(true);
    expect(view.subarray(81, 113).equals(testKey(2).toBuffer())).toBe(true);
    expect(view.readBigInt64LE(193)).toBe(1_800_000_000n);
    expect(view[265]).toBe(1);
    expect(view.readBigUInt64LE(266)).toBe(350_000_000n);
    expect(view.subarray(275).every((byte) => byte === 0)).toBe(true);
    const decoded = decodeMerkleDistributor(testKey(7), { owner: DISTRIBUTOR_PROGRAM_ID, data });
    expect(decoded).toEqual({ address: testKey(7), ...distributor });
  });

  it('ClaimStatus: 104 bytes, round trip', () => {
    const status = {
      claimant: testKey(8),
      lockedAmount: 0n,
      lockedAmountWithdrawn: 0n,
      unlockedAmount: 42_000_000n,
      closable: false,
      admin: testKey(5),
    };
    const data = encodeClaimStatus(status);
    expect(data.length).toBe(CLAIM_STATUS_SIZE);
    expect(Buffer.from(data).readBigUInt64LE(56)).toBe(42_000_000n);
    expect(decodeClaimStatus(testKey(6), { owner: DISTRIBUTOR_PROGRAM_ID, data })).toEqual({
      address: testKey(6),
      ...status,
    });
  });

  it('refuses another owner, another discriminator and another size', () => {
    const data = encodeMerkleDistributor(distributor);
    const read = (owner = DISTRIBUTOR_PROGRAM_ID, bytes = data) =>
      decodeMerkleDistributor(testKey(7), { owner, data: bytes });
    expect(() => read(testKey(1))).toThrow(AccountDecodeError);
    expect(() =>
      read(
        undefined,
        encodeClaimStatus({
          ...distributor,
          claimant: testKey(1),
          lockedAmount: 0n,
          lockedAmountWithdrawn: 0n,
          unlockedAmount: 0n,
        }),
      ),
    ).toThrow(AccountDecodeError);
    expect(() => read(undefined, data.subarray(0, 371))).toThrow(AccountDecodeError);
  });
});
