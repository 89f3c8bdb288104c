import {
  DEPOSIT_ENTRY_SIZE,
  type DepositEntry,
  readDepositEntry,
  writeDepositEntry,
} from './depositEntry';
import { LOCKUP_SIZE, type Lockup, readLockup, writeLockup } from './lockup';
import { structCodec } from './structCodec';
import {
  readVotingMintConfig,
  VOTING_MINT_CONFIG_SIZE,
  type VotingMintConfig,
  writeVotingMintConfig,
} from './votingMintConfig';

/** Standalone codecs of the nested VSR structs (exact size, typed StructDecodeError). */
export const lockupCodec = structCodec<Lockup>('Lockup', LOCKUP_SIZE, readLockup, writeLockup);

export const depositEntryCodec = structCodec<DepositEntry>(
  'DepositEntry',
  DEPOSIT_ENTRY_SIZE,
  readDepositEntry,
  writeDepositEntry,
);

export const votingMintConfigCodec = structCodec<VotingMintConfig>(
  'VotingMintConfig',
  VOTING_MINT_CONFIG_SIZE,
  readVotingMintConfig,
  writeVotingMintConfig,
);
