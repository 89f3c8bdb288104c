/** spl-governance GovernanceAccountType (byte 0 of every account). */
export const GOVERNANCE_ACCOUNT_TYPE = {
  Uninitialized: 0,
  RealmV1: 1,
  TokenOwnerRecordV1: 2,
  GovernanceV1: 3,
  ProgramGovernanceV1: 4,
  ProposalV1: 5,
  SignatoryRecordV1: 6,
  VoteRecordV1: 7,
  ProposalInstructionV1: 8,
  MintGovernanceV1: 9,
  TokenGovernanceV1: 10,
  RealmConfig: 11,
  VoteRecordV2: 12,
  ProposalTransactionV2: 13,
  ProposalV2: 14,
  ProgramMetadata: 15,
  RealmV2: 16,
  TokenOwnerRecordV2: 17,
  GovernanceV2: 18,
  ProgramGovernanceV2: 19,
  MintGovernanceV2: 20,
  TokenGovernanceV2: 21,
  SignatoryRecordV2: 22,
  ProposalDeposit: 23,
  RequiredSignatory: 24,
} as const;

export type GovernanceAccountTypeName = keyof typeof GOVERNANCE_ACCOUNT_TYPE;

/** The one-byte header of an account type, as decoders match it. */
export function accountTypeHeader(name: GovernanceAccountTypeName): Uint8Array {
  return Uint8Array.of(GOVERNANCE_ACCOUNT_TYPE[name]);
}
