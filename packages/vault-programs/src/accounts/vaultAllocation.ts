import {
  type Address,
  type ByteReader,
  type ByteWriter,
  DEFAULT_ADDRESS,
  sameAddress,
} from '@keel/chain-readers';

/** One reserve the vault allocates to (an entry of `vault_allocation_strategy`). */
export interface VaultAllocation {
  reserve: Address;
  /** The vault's cToken account of the reserve (PDA "ctoken_vault", vault, reserve). */
  ctokenVault: Address;
  targetAllocationWeight: bigint;
  /** Most tokens the vault invests in the reserve. */
  tokenAllocationCap: bigint;
  ctokenVaultBump: bigint;
  /** cTokens of the reserve the vault holds. */
  ctokenAllocation: bigint;
  lastInvestSlot: bigint;
  /** Scaled fraction (60 fractional bits). */
  tokenTargetAllocationSf: bigint;
}

/** 32 + 32 + 3·8 + 127·8 (config padding) + 2·8 + 16 + 128·8 (state padding). */
export const VAULT_ALLOCATION_SIZE = 2160;
export const MAX_VAULT_ALLOCATIONS = 25;

/** Offsets inside one entry. */
const AT = {
  reserve: 0,
  ctokenVault: 32,
  targetAllocationWeight: 64,
  tokenAllocationCap: 72,
  ctokenVaultBump: 80,
  ctokenAllocation: 1104,
  lastInvestSlot: 1112,
  tokenTargetAllocationSf: 1120,
} as const;

export function readVaultAllocation(r: ByteReader, at: number): VaultAllocation {
  return {
    reserve: r.pubkey(at + AT.reserve),
    ctokenVault: r.pubkey(at + AT.ctokenVault),
    targetAllocationWeight: r.u64(at + AT.targetAllocationWeight),
    tokenAllocationCap: r.u64(at + AT.tokenAllocationCap),
    ctokenVaultBump: r.u64(at + AT.ctokenVaultBump),
    ctokenAllocation: r.u64(at + AT.ctokenAllocation),
    lastInvestSlot: r.u64(at + AT.lastInvestSlot),
    tokenTargetAllocationSf: r.u128(at + AT.tokenTargetAllocationSf),
  };
}

export function writeVaultAllocation(w: ByteWriter, at: number, entry: VaultAllocation): void {
  w.pubkey(at + AT.reserve, entry.reserve)
    .pubkey(at + AT.ctokenVault, entry.ctokenVault)
    .u64(at + AT.targetAllocationWeight, entry.targetAllocationWeight)
    .u64(at + AT.tokenAllocationCap, entry.tokenAllocationCap)
    .u64(at + AT.ctokenVaultBump, entry.ctokenVaultBump)
    .u64(at + AT.ctokenAllocation, entry.ctokenAllocation)
    .u64(at + AT.lastInvestSlot, entry.lastInvestSlot)
    .u128(at + AT.tokenTargetAllocationSf, entry.tokenTargetAllocationSf);
}

/** An unused slot (the program's `VaultAllocation::default()`). */
export function emptyVaultAllocation(): VaultAllocation {
  return {
    reserve: DEFAULT_ADDRESS,
    ctokenVault: DEFAULT_ADDRESS,
    targetAllocationWeight: 0n,
    tokenAllocationCap: 0n,
    ctokenVaultBump: 0n,
    ctokenAllocation: 0n,
    lastInvestSlot: 0n,
    tokenTargetAllocationSf: 0n,
  };
}

/** The slots in use (a slot is free while its reserve is the default key). */
export function activeAllocations(entries: readonly VaultAllocation[]): VaultAllocation[] {
  return entries.filter((entry) => !sameAddress(entry.reserve, DEFAULT_ADDRESS));
}
