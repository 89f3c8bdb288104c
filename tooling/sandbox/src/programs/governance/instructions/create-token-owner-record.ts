import { sameAddress } from '@keel/chain-readers';
import {
  decodeRealm,
  encodeTokenOwnerRecord,
  tokenOwnerRecordAddress,
} from '@keel/governance-registry';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ProgramError } from '../../../chain/execution/program-error';
import { createProgramAccount } from '../../runtime/system-cpi';
import { accountData } from '../governance-accounts';
import { governanceError } from '../governance-errors';

/** What TokenOwnerRecordV2 serialises to with no delegate and no locks (the program's size). */
const NEW_RECORD_SIZE = 250;

/**
 * CreateTokenOwnerRecord: an empty record for a wallet that votes through a plugin and never
 * deposited into the realm.
 */
export function createTokenOwnerRecord(context: InstructionContext): void {
  const realmMeta = context.account(0);
  const owner = context.account(1);
  const recordMeta = context.account(2);
  const mint = context.account(3);
  const payer = context.account(4);
  const realm = accountData(context, realmMeta.address, decodeRealm);
  const isCouncil = sameAddress(realm.config.councilMint, mint.address) === true;
  if (!sameAddress(realm.communityMint, mint.address) && !isCouncil) {
    throw governanceError('InvalidGoverningTokenMint');
  }
  if ((context.read(recordMeta.address)?.data.length ?? 0) > 0) {
    throw governanceError('TokenOwnerRecordAlreadyExists');
  }
  const expected = tokenOwnerRecordAddress(
    realmMeta.address,
    mint.address,
    owner.address,
    context.programId,
  ).address;
  if (!sameAddress(expected, recordMeta.address)) {
    throw new ProgramError('InvalidSeeds', [
      `Program log: Create account with PDA: ${recordMeta.address.toBase58()} was requested while PDA: ${expected.toBase58()} was expected`,
    ]);
  }
  createProgramAccount(context, {
    payer: payer.address,
    address: recordMeta.address,
    space: NEW_RECORD_SIZE,
    owner: context.programId,
  });
  const created = context.read(recordMeta.address);
  if (created === null) throw new Error('the record was not created');
  const data = encodeTokenOwnerRecord({
    realm: realmMeta.address,
    governingTokenMint: mint.address,
    governingTokenOwner: owner.address,
    governingTokenDepositAmount: 0n,
    unrelinquishedVotesCount: 0n,
    outstandingProposalCount: 0,
    version: 1,
    governanceDelegate: null,
  }).subarray(0, NEW_RECORD_SIZE);
  context.write(recordMeta.address, { ...created, data: new Uint8Array(data) });
}
