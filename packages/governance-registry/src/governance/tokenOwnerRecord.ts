import type { AccountBytes, Address } from '@keel/chain-readers';
import { BorshWriter } from '../borsh/BorshWriter';
import { type BorshAccountSpec, decodeBorshAccount } from '../borsh/decodeBorshAccount';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { accountTypeHeader } from './accountTypes';
import type { GovernanceDecodeOptions } from './options';

export const TOKEN_OWNER_RECORD_MAX_SIZE = 282;

/** spl-governance TokenOwnerRecordV2 (SPL_GOVERNANCE.md §3.5). */
export interface TokenOwnerRecordData {
  realm: Address;
  governingTokenMint: Address;
  governingTokenOwner: Address;
  /** Tokens deposited into spl-governance itself (0 when a plugin such as VSR holds them). */
  governingTokenDepositAmount: bigint;
  /** One u64 (the npm SDK misreads it as two u32 counters). */
  unrelinquishedVotesCount: bigint;
  outstandingProposalCount: number;
  version: number;
  governanceDelegate: Address | null;
}

export interface TokenOwnerRecord extends TokenOwnerRecordData {
  address: Address;
}

const SPEC: BorshAccountSpec<TokenOwnerRecord> = {
  accountType: 'TokenOwnerRecordV2',
  programId: SPL_GOVERNANCE_PROGRAM_ID,
  headers: [accountTypeHeader('TokenOwnerRecordV2')],
  maxSize: () => TOKEN_OWNER_RECORD_MAX_SIZE,
};

export function decodeTokenOwnerRecord(
  address: Address,
  account: AccountBytes,
  options: GovernanceDecodeOptions = {},
): TokenOwnerRecord {
  return decodeBorshAccount(
    SPEC,
    address,
    account,
    (r) => {
      const fields = {
        realm: r.pubkey(),
        governingTokenMint: r.pubkey(),
        governingTokenOwner: r.pubkey(),
        governingTokenDepositAmount: r.u64(),
        unrelinquishedVotesCount: r.u64(),
        outstandingProposalCount: r.u8(),
        version: r.u8(),
      };
      r.skip(6);
      const governanceDelegate = r.option('governanceDelegate', () => r.pubkey());
      r.skip(128);
      return { address, ...fields, governanceDelegate };
    },
    options.programId,
  );
}

export function encodeTokenOwnerRecord(data: TokenOwnerRecordData): Uint8Array {
  const w = new BorshWriter();
  w.bytes(accountTypeHeader('TokenOwnerRecordV2'))
    .pubkey(data.realm)
    .pubkey(data.governingTokenMint)
    .pubkey(data.governingTokenOwner)
    .u64(data.governingTokenDepositAmount)
    .u64(data.unrelinquishedVotesCount)
    .u8(data.outstandingProposalCount)
    .u8(data.version)
    .zeros(6)
    .option(data.governanceDelegate, (delegate) => w.pubkey(delegate))
    .zeros(128);
  return w.toBytes(TOKEN_OWNER_RECORD_MAX_SIZE);
}

/** spl-governance refuses to release tokens while votes or proposals are outstanding. */
export function canWithdrawGoverningTokens(record: TokenOwnerRecordData): boolean {
  return record.unrelinquishedVotesCount === 0n && record.outstandingProposalCount === 0;
}
