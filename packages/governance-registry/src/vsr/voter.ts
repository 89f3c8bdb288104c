import {
  type AccountBytes,
  type Address,
  type AnchorAccountSpec,
  anchorAccountWriter,
  decodeAnchorAccount,
} from '@keel/chain-readers';
import { VSR_PROGRAM_ID } from '../programIds';
import { MAX_DEPOSIT_ENTRIES } from './constants';
import {
  DEPOSIT_ENTRY_SIZE,
  type DepositEntry,
  emptyDepositEntry,
  readDepositEntry,
  writeDepositEntry,
} from './depositEntry';
import { VSR_ACCOUNT_DISCRIMINATORS } from './discriminators';
import type { VsrDecodeOptions } from './registrar';

export const VOTER_SIZE = 2728;
const DEPOSITS_OFFSET = 72;

/** VSR Voter (VSR.md §3.3): one per registrar and wallet. */
export interface VoterData {
  voterAuthority: Address;
  registrar: Address;
  /** Always 32 slots; a slot's index is its deposit entry index. */
  deposits: DepositEntry[];
  voterBump: number;
  voterWeightRecordBump: number;
}

export interface Voter extends VoterData {
  address: Address;
}

export const VOTER_SPEC: AnchorAccountSpec = {
  accountType: 'Voter',
  programId: VSR_PROGRAM_ID,
  discriminator: VSR_ACCOUNT_DISCRIMINATORS.Voter,
  size: VOTER_SIZE,
};

export function decodeVoter(
  address: Address,
  account: AccountBytes,
  options: VsrDecodeOptions = {},
): Voter {
  return decodeAnchorAccount(
    VOTER_SPEC,
    address,
    account,
    (r) => {
      const deposits: DepositEntry[] = [];
      for (let i = 0; i < MAX_DEPOSIT_ENTRIES; i += 1) {
        deposits.push(readDepositEntry(r, DEPOSITS_OFFSET + i * DEPOSIT_ENTRY_SIZE));
      }
      return {
        address,
        voterAuthority: r.pubkey(8),
        registrar: r.pubkey(40),
        deposits,
        voterBump: r.u8(2632),
        voterWeightRecordBump: r.u8(2633),
      };
    },
    options,
  );
}

export function encodeVoter(data: VoterData): Uint8Array {
  if (data.deposits.length > MAX_DEPOSIT_ENTRIES) {
    throw new RangeError(
      `A voter has at most ${MAX_DEPOSIT_ENTRIES} deposit entries, got ${data.deposits.length}`,
    );
  }
  const w = anchorAccountWriter(VOTER_SPEC);
  w.pubkey(8, data.voterAuthority).pubkey(40, data.registrar);
  for (let i = 0; i < MAX_DEPOSIT_ENTRIES; i += 1) {
    writeDepositEntry(
      w,
      DEPOSITS_OFFSET + i * DEPOSIT_ENTRY_SIZE,
      data.deposits[i] ?? emptyDepositEntry(),
    );
  }
  w.u8(2632, data.voterBump).u8(2633, data.voterWeightRecordBump);
  return w.toBytes();
}

/** Used deposit entries with their slot index. */
export function usedDeposits(voter: Pick<VoterData, 'deposits'>) {
  return voter.deposits.flatMap((entry, index) => (entry.isUsed ? [{ index, entry }] : []));
}

/** The first free deposit entry index, or null when all 32 are used (error 6004). */
export function firstFreeDepositEntryIndex(
  voter: Pick<VoterData, 'deposits'> | null,
): number | null {
  if (voter === null) return 0;
  for (let i = 0; i < MAX_DEPOSIT_ENTRIES; i += 1) {
    if (voter.deposits[i]?.isUsed !== true) return i;
  }
  return null;
}
