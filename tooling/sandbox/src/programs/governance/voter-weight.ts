import { sameAddress, toPublicKey } from '@keel/chain-readers';
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
  if (sameAddress(realm.communityMint, mint)) return config.communityTokenConfig;
  if (sameAddress(realm.config.councilMint, mint) === true) return config.councilTokenConfig;
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
  const addin = tokenConfigFor(
    realm,
    config,
    toPublicKey(record.governingTokenMint),
  ).voterWeightAddin;
  if (addin === null) return record.governingTokenDepositAmount;
  const address = context.account(recordPosition).address;
  const account = context.read(address);
  if (account === null || account.data.length === 0) throw governanceError('AccountDoesNotExist');
  if (!account.owner.equals(toPublicKey(addin))) throw governanceError('InvalidAccountOwner');
  let weight: ReturnType<typeof decodeVoterWeightRecord>;
  try {
    weight = decodeVoterWeightRecord(address, account, { programId: addin });
  } catch {
    throw new ProgramError('UninitializedAccount');
  }
  if (!sameAddress(weight.realm, record.realm))
    throw governanceError('InvalidVoterWeightRecordForRealm');
  if (!sameAddress(weight.governingTokenMint, record.governingTokenMint)) {
    throw governanceError('InvalidVoterWeightRecordForGoverningTokenMint');
  }
  if (!sameAddress(weight.governingTokenOwner, record.governingTokenOwner)) {
    throw governanceError('InvalidVoterWeightRecordForTokenOwner');
  }
  if (weight.voterWeightExpiry !== null && context.clock.slot > weight.voterWeightExpiry) {
    throw governanceError('VoterWeightRecordExpired');
  }
  if (weight.weightAction !== null && weight.weightAction !== 'CastVote') {
    throw governanceError('VoterWeightRecordInvalidAction');
  }
  if (weight.weightActionTarget !== null && !sameAddress(weight.weightActionTarget, proposal)) {
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
  const isOwner = sameAddress(record.governingTokenOwner, authority);
  const isDelegate = sameAddress(record.governanceDelegate, authority) === true;
  if (!context.isSigner(authority) || (!isOwner && !isDelegate)) {
    throw governanceError('GoverningTokenOwnerOrDelegateMustSign');
  }
}
