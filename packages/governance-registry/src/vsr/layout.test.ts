import { ByteWriter, hexToBytes } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { VSR_PROGRAM_ID } from '../programIds';
import { testKey } from '../testing/fixtures';
import '../testing/equality';
import { decodeRegistrar, REGISTRAR_SIZE } from './registrar';
import { StructDecodeError } from './structCodec';
import { depositEntryCodec, lockupCodec, votingMintConfigCodec } from './structs';
import { decodeVoter, VOTER_SIZE } from './voter';

// Bytes written at the absolute offsets of the VSR.md §3 tables, independently of the encoders.
const address = testKey(1);

describe('Registrar layout (VSR.md §3.1, §3.2)', () => {
  const w = new ByteWriter(REGISTRAR_SIZE).bytes(0, hexToBytes('c1cacd334ea89680'));
  w.pubkey(8, testKey(2)).pubkey(40, testKey(3)).pubkey(72, testKey(4)).pubkey(104, testKey(5));
  // voting mint 2 at 168 + 152 × 2 = 472
  w.pubkey(472, testKey(6))
    .pubkey(472 + 32, testKey(8))
    .u64(472 + 64, 2_000_000_000n)
    .u64(472 + 72, 3_000_000_000n)
    .u64(472 + 80, 31_536_000n)
    .u8(472 + 88, 0xfd); // digit shift −3
  w.i64(776, -42n).u8(784, 254);
  const registrar = decodeRegistrar(address, { owner: VSR_PROGRAM_ID, data: w.toBytes() });

  it('reads the header fields', () => {
    expect(registrar.governanceProgramId).toEqual(testKey(2));
    expect(registrar.realm).toEqual(testKey(3));
    expect(registrar.realmGoverningTokenMint).toEqual(testKey(4));
    expect(registrar.realmAuthority).toEqual(testKey(5));
    expect(registrar.timeOffset).toBe(-42n);
    expect(registrar.bump).toBe(254);
  });

  it('reads voting mint i at 168 + 152·i, with a signed digit shift', () => {
    expect(registrar.votingMints).toHaveLength(4);
    expect(registrar.votingMints[2]).toEqual({
      mint: testKey(6),
      grantAuthority: testKey(8),
      baselineVoteWeightScaledFactor: 2_000_000_000n,
      maxExtraLockupVoteWeightScaledFactor: 3_000_000_000n,
      lockupSaturationSecs: 31_536_000n,
      digitShift: -3,
    });
    expect(registrar.votingMints[0]?.mint).toBeNull();
  });
});

describe('Voter layout (VSR.md §3.3–3.5)', () => {
  const w = new ByteWriter(VOTER_SIZE).bytes(0, hexToBytes('f15d23bffe9311ca'));
  w.pubkey(8, testKey(9)).pubkey(40, testKey(10));
  const base = 72 + 80 * 31; // the last deposit entry
  w.i64(base, 1_700_000_000n)
    .i64(base + 8, 1_700_086_400n)
    .u8(base + 16, 3) // cliff
    .u64(base + 32, 5_000n)
    .u64(base + 40, 6_000n)
    .u8(base + 48, 1)
    .u8(base + 49, 1)
    .u8(base + 50, 2);
  w.u8(2632, 251).u8(2633, 250);
  const voter = decodeVoter(address, { owner: VSR_PROGRAM_ID, data: w.toBytes() });

  it('reads authority, registrar and bumps', () => {
    expect(voter.voterAuthority).toEqual(testKey(9));
    expect(voter.registrar).toEqual(testKey(10));
    expect([voter.voterBump, voter.voterWeightRecordBump]).toEqual([251, 250]);
  });

  it('reads deposit i at 72 + 80·i', () => {
    expect(voter.deposits).toHaveLength(32);
    expect(voter.deposits[31]).toEqual({
      lockup: { startTs: 1_700_000_000n, endTs: 1_700_086_400n, kind: 'cliff' },
      amountDepositedNative: 5_000n,
      amountInitiallyLockedNative: 6_000n,
      isUsed: true,
      allowClawback: true,
      votingMintConfigIdx: 2,
    });
    expect(voter.deposits[30]?.isUsed).toBe(false);
  });

  it('names every lockup kind by its byte and refuses unknown ones', () => {
    const kinds = [0, 1, 2, 3, 4].map((byte) => {
      const bytes = new ByteWriter(32).u8(16, byte).toBytes();
      return lockupCodec.decode(bytes).kind;
    });
    expect(kinds).toEqual(['none', 'daily', 'monthly', 'cliff', 'constant']);
    const unknown = new ByteWriter(32).u8(16, 5).toBytes();
    expect(() => lockupCodec.decode(unknown)).toThrow(StructDecodeError);
  });
});

describe('nested struct codecs', () => {
  it('round-trip and check their exact size', () => {
    const entry = {
      lockup: { startTs: -5n, endTs: 7n, kind: 'monthly' as const },
      amountDepositedNative: 1n,
      amountInitiallyLockedNative: 2n,
      isUsed: true,
      allowClawback: false,
      votingMintConfigIdx: 3,
    };
    expect(depositEntryCodec.decode(depositEntryCodec.encode(entry))).toEqual(entry);
    expect(depositEntryCodec.encode(entry).byteLength).toBe(80);
    expect(() => depositEntryCodec.decode(new Uint8Array(79))).toThrow(
      expect.objectContaining({ name: 'StructDecodeError', reason: 'size' }),
    );
    const config = votingMintConfigCodec.decode(new Uint8Array(152));
    expect(config.mint).toBeNull();
    expect(votingMintConfigCodec.encode({ ...config, digitShift: -128 })[88]).toBe(0x80);
    expect(() => votingMintConfigCodec.encode({ ...config, digitShift: 128 })).toThrow(RangeError);
  });
});
