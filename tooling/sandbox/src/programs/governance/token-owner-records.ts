import { sameAddress } from '@keel/chain-readers';
import { decodeTokenOwnerRecord, type TokenOwnerRecord } from '@keel/governance-registry';
import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../../chain/ledger-account';
import { governanceError } from './governance-errors';

/**
 * get_token_owner_record_data_for_realm_and_governing_mint: the record must exist, belong to the
 * governance program, be a TokenOwnerRecord, and be for this realm and governing mint.
 */
export function tokenOwnerRecordFor(
  address: PublicKey,
  account: LedgerAccount | null,
  expected: { governanceProgramId: PublicKey; realm: PublicKey; governingTokenMint: PublicKey },
): TokenOwnerRecord {
  if (account === null || account.data.length === 0) throw governanceError('AccountDoesNotExist');
  if (!account.owner.equals(expected.governanceProgramId))
    throw governanceError('InvalidAccountOwner');
  let record: TokenOwnerRecord;
  try {
    record = decodeTokenOwnerRecord(address, account, { programId: expected.governanceProgramId });
  } catch {
    throw governanceError('InvalidAccountType');
  }
  if (!sameAddress(record.realm, expected.realm))
    throw governanceError('InvalidRealmForTokenOwnerRecord');
  if (!sameAddress(record.governingTokenMint, expected.governingTokenMint)) {
    throw governanceError('InvalidGoverningMintForTokenOwnerRecord');
  }
  return record;
}
