import {
  decodeVoterWeightRecord,
  type Realm,
  type RealmConfigAccount,
  type TokenOwnerRecord,
} from '@keel/governance-registry';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { governanceError } from './governance-errors';

/** RealmConfigAccount::get_token_config: the plugins of the vote's governing population. */
export function tokenConfigFor(realm: Realm, config: RealmConfigAccount, mint: PublicKey) {
  if (realm.communityMint.equals(mint)) return config.communityTokenConfig;
  if (realm.config.councilMint?.equals(mint) === true) return config.councilTokenConfig;
  throw governanceError('InvalidGoverningTokenMint');
}

/**
 * TokenOwnerRecord::resolve_voter_weight for CastVote: the plugin's voter weight record when the
 * realm configures a voter-weight plugin (it must be this slot's, for this voter and action),
 * else the tokens deposited into the realm.
 */
export function resolveVoterWeight(
  context: InstructionContext,
  record: TokenOwnerRecord,
  realm: Realm,
  config: RealmConfigAccount,
  recordPosition: number,
  proposal: PublicKey,
): bigint {
  const addin = tokenConfigFor(realm, config, record.governingTokenMint).voterWeightAddin;
  if (addin === null) return record.governingTokenDepositAmount;
  const address = context.account(recordPosition).address;
  const account = context.read(address);
  if (account === null || account.data.length === 0) throw governanceError('AccountDoesNotExist');
  if (!account.owner.equals(addin)) throw governanceError('InvalidAccountOwner');
  let weight: ReturnType<typeof decodeVoterWeightRecord>;
  try {
    weight = decodeVoterWeightRecord(address, account, { programId: addin });
  } catch {
    throw new ProgramError('UninitializedAccount');
  }
  if (!weight.realm.equals(record.realm)) throw governanceError('InvalidVoterWeightRecordForRealm');
  if (!weight.governingTokenMint.equals(record.governingTokenMint)) {
    throw governanceError('InvalidVoterWeightRecordForGoverningTokenMint');
  }
  if (!weight.governingTokenOwner.equals(record.governingTokenOwner)) {
    throw governanceError('InvalidVoterWeightRecordForTokenOwner');
  }
  if (weight.voterWeightExpiry !== null && context.clock.slot > weight.voterWeightExpiry) {
    throw governanceError('VoterWeightRecordExpired');
  }
  if (weight.weightAction !== null && weight.weightAction !== 'CastVote') {
    throw governanceError('VoterWeightRecordInvalidAction');
  }
  if (weight.weightActionTarget !== null && !weight.weightActionTarget.equals(proposal)) {
    throw governanceError('VoterWeightRecordInvalidActionTarget');
  }
  return weight.voterWeight;
}

/** TokenOwnerRecord::assert_token_owner_or_delegate_is_signer */
export function assertOwnerOrDelegateSigned(
  context: InstructionContext,
  record: TokenOwnerRecord,
  authority: PublicKey,
): void {
  const isOwner = record.governingTokenOwner.equals(authority);
  const isDelegate = record.governanceDelegate?.equals(authority) === true;
  if (!context.isSigner(authority) || (!isOwner && !isDelegate)) {
    throw governanceError('GoverningTokenOwnerOrDelegateMustSign');
  }
}
