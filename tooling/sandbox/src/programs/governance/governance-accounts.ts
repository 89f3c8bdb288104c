import { sameAddress } from '@keel/chain-readers';
import {
  decodeGovernance,
  decodeProposal,
  decodeRealm,
  decodeRealmConfigAccount,
  decodeVoteRecord,
  type Governance,
  type Proposal,
  type Realm,
  type RealmConfigAccount,
  realmConfigAddress,
  type TokenOwnerRecord,
  type VoteRecord,
} from '@keel/governance-registry';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import { governanceError } from './governance-errors';
import { tokenOwnerRecordFor } from './token-owner-records';

/*
 * spl-governance's account readers (`get_*_data_for_*`): the tools crate's checks (the account
 * exists, the program owns it, it is of the expected type) and then each relation the program
 * asserts, with its own error for each.
 */

type Decode<T> = (
  address: PublicKey,
  account: LedgerAccount,
  options: { programId: PublicKey },
) => T;

export function accountData<T>(
  context: InstructionContext,
  address: PublicKey,
  decode: Decode<T>,
): T {
  const account = context.read(address);
  if (account === null || account.data.length === 0) throw governanceError('AccountDoesNotExist');
  if (!account.owner.equals(context.programId)) throw governanceError('InvalidAccountOwner');
  try {
    return decode(address, account, { programId: context.programId });
  } catch {
    throw governanceError('InvalidAccountType');
  }
}

/** get_realm_data_for_governing_token_mint: the mint must be the community or council mint. */
export function realmForMint(
  context: InstructionContext,
  address: PublicKey,
  mint: PublicKey,
): Realm {
  const realm = accountData(context, address, decodeRealm);
  const isCouncil = sameAddress(realm.config.councilMint, mint) === true;
  if (!sameAddress(realm.communityMint, mint) && !isCouncil)
    throw governanceError('InvalidGoverningTokenMint');
  return realm;
}

export function governanceForRealm(
  context: InstructionContext,
  address: PublicKey,
  realm: PublicKey,
): Governance {
  const governance = accountData(context, address, decodeGovernance);
  if (!sameAddress(governance.realm, realm)) throw governanceError('InvalidRealmForGovernance');
  return governance;
}

export function proposalForGovernance(
  context: InstructionContext,
  address: PublicKey,
  governance: PublicKey,
  governingTokenMint: PublicKey | null,
): Proposal {
  const proposal = accountData(context, address, decodeProposal);
  if (!sameAddress(proposal.governance, governance))
    throw governanceError('InvalidGovernanceForProposal');
  if (
    governingTokenMint !== null &&
    !sameAddress(proposal.governingTokenMint, governingTokenMint)
  ) {
    throw governanceError('InvalidGoverningMintForProposal');
  }
  return proposal;
}

export function tokenOwnerRecordForRealm(
  context: InstructionContext,
  address: PublicKey,
  realm: PublicKey,
  governingTokenMint: PublicKey,
): TokenOwnerRecord {
  return tokenOwnerRecordFor(address, context.read(address), {
    governanceProgramId: context.programId,
    realm,
    governingTokenMint,
  });
}

/** get_realm_config_data_for_realm: the PDA ["realm-config", realm] of this realm. */
export function realmConfigForRealm(
  context: InstructionContext,
  address: PublicKey,
  realm: PublicKey,
): RealmConfigAccount {
  if (!sameAddress(realmConfigAddress(realm, context.programId).address, address)) {
    throw governanceError('InvalidRealmConfigAddress');
  }
  const config = accountData(context, address, decodeRealmConfigAccount);
  if (!sameAddress(config.realm, realm)) throw governanceError('InvalidRealmConfigForRealm');
  return config;
}

export function voteRecordData(context: InstructionContext, address: PublicKey): VoteRecord {
  return accountData(context, address, decodeVoteRecord);
}

/**
 * Bytes of an account rewritten in place: the program never resizes these accounts. The encoders
 * pad to a layout's maximum size; past the account's length only zero padding may be cut.
 */
export function inPlace(state: LedgerAccount, encoded: Uint8Array): LedgerAccount {
  if (encoded.subarray(state.data.length).some((byte) => byte !== 0)) {
    throw governanceError('InvalidAccountType');
  }
  const data = new Uint8Array(state.data.length);
  data.set(encoded.subarray(0, state.data.length));
  return { ...state, data };
}
