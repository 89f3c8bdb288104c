import {
  type Address,
  type ByteReader,
  ByteValueError,
  type ByteWriter,
} from '@keel/chain-readers';

export const VOTING_MINT_CONFIG_SIZE = 152;

/** How deposits of one mint turn into vote weight (factors in 1/1e9 units). */
export interface VotingMintConfig {
  /** null for an unused slot (the all-zero key). */
  mint: Address | null;
  /** null when no grant authority is set. */
  grantAuthority: Address | null;
  baselineVoteWeightScaledFactor: bigint;
  maxExtraLockupVoteWeightScaledFactor: bigint;
  lockupSaturationSecs: bigint;
  /** Native amounts are multiplied by 10^digitShift (i8) to reach the common vote unit. */
  digitShift: number;
}

/** A slot holds a mint (unused slots hold the all-zero key). */
export function isVotingMintConfigured(config: VotingMintConfig): boolean {
  return config.mint !== null;
}

/** A configured mint grants vote weight iff either factor is positive. */
export function grantsVoteWeight(config: VotingMintConfig): boolean {
  return (
    config.mint !== null &&
    (config.baselineVoteWeightScaledFactor > 0n || config.maxExtraLockupVoteWeightScaledFactor > 0n)
  );
}

export function readVotingMintConfig(r: ByteReader, base: number): VotingMintConfig {
  return {
    mint: r.optionalPubkey(base),
    grantAuthority: r.optionalPubkey(base + 32),
    baselineVoteWeightScaledFactor: r.u64(base + 64),
    maxExtraLockupVoteWeightScaledFactor: r.u64(base + 72),
    lockupSaturationSecs: r.u64(base + 80),
    digitShift: readI8(r, base + 88),
  };
}

export function writeVotingMintConfig(w: ByteWriter, base: number, config: VotingMintConfig): void {
  w.optionalPubkey(base, config.mint)
    .optionalPubkey(base + 32, config.grantAuthority)
    .u64(base + 64, config.baselineVoteWeightScaledFactor)
    .u64(base + 72, config.maxExtraLockupVoteWeightScaledFactor)
    .u64(base + 80, config.lockupSaturationSecs);
  writeI8(w, base + 88, config.digitShift, 'digitShift');
}

/** An unused registrar slot. */
export function emptyVotingMintConfig(): VotingMintConfig {
  return {
    mint: null,
    grantAuthority: null,
    baselineVoteWeightScaledFactor: 0n,
    maxExtraLockupVoteWeightScaledFactor: 0n,
    lockupSaturationSecs: 0n,
    digitShift: 0,
  };
}

// ByteReader/ByteWriter have no i8: read the byte and sign-extend it.
function readI8(r: ByteReader, offset: number): number {
  const byte = r.u8(offset);
  return byte >= 0x80 ? byte - 0x100 : byte;
}

function writeI8(w: ByteWriter, offset: number, value: number, field: string): void {
  if (!Number.isInteger(value) || value < -128 || value > 127) {
    throw new ByteValueError(`${field}: ${String(value)} is not an i8`);
  }
  w.u8(offset, value < 0 ? value + 0x100 : value);
}
