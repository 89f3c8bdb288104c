import type { AccountBytes, Address } from '@keel/chain-readers';
import { BorshWriter } from '../borsh/BorshWriter';
import { type BorshAccountSpec, decodeBorshAccount } from '../borsh/decodeBorshAccount';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { accountTypeHeader } from './accountTypes';
import {
  type GovernanceConfig,
  readGovernanceConfig,
  writeGovernanceConfig,
} from './governanceConfig';
import type { GovernanceDecodeOptions } from './options';

export const GOVERNANCE_MAX_SIZE = 236;

/** The four V2 governance kinds; they share one layout. */
export const GOVERNANCE_V2_TYPES = [
  'GovernanceV2',
  'ProgramGovernanceV2',
  'MintGovernanceV2',
  'TokenGovernanceV2',
] as const;
export type GovernanceV2Type = (typeof GOVERNANCE_V2_TYPES)[number];

/** spl-governance GovernanceV2 (SPL_GOVERNANCE.md §3.3). */
export interface GovernanceData {
  accountType: GovernanceV2Type;
  realm: Address;
  governedAccount: Address;
  /** Reserved u32 (the npm SDK calls it proposalCount). */
  reserved1: number;
  config: GovernanceConfig;
  /** The npm SDK folds this byte into its reserved bytes. */
  requiredSignatoriesCount: number;
  activeProposalCount: bigint;
}

export interface Governance extends GovernanceData {
  address: Address;
}

const SPEC: BorshAccountSpec<Governance> = {
  accountType: 'GovernanceV2',
  programId: SPL_GOVERNANCE_PROGRAM_ID,
  headers: GOVERNANCE_V2_TYPES.map(accountTypeHeader),
  maxSize: () => GOVERNANCE_MAX_SIZE,
};

export function decodeGovernance(
  address: Address,
  account: AccountBytes,
  options: GovernanceDecodeOptions = {},
): Governance {
  const typeByte = account.data[0];
  const accountType =
    GOVERNANCE_V2_TYPES.find((name) => accountTypeHeader(name)[0] === typeByte) ?? 'GovernanceV2';
  return decodeBorshAccount(
    SPEC,
    address,
    account,
    (r) => {
      const realm = r.pubkey();
      const governedAccount = r.pubkey();
      const reserved1 = r.u32();
      const config = readGovernanceConfig(r);
      r.skip(119);
      return {
        address,
        accountType,
        realm,
        governedAccount,
        reserved1,
        config,
        requiredSignatoriesCount: r.u8(),
        activeProposalCount: r.u64(),
      };
    },
    options.programId,
  );
}

export function encodeGovernance(data: GovernanceData): Uint8Array {
  const w = new BorshWriter();
  w.bytes(accountTypeHeader(data.accountType))
    .pubkey(data.realm)
    .pubkey(data.governedAccount)
    .u32(data.reserved1);
  writeGovernanceConfig(w, data.config);
  w.zeros(119).u8(data.requiredSignatoriesCount).u64(data.activeProposalCount);
  return w.toBytes(GOVERNANCE_MAX_SIZE);
}
