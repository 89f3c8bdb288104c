import {
  decodeUserMetadata,
  encodeUserMetadata,
  KLEND_DISCRIMINATORS,
  toPublicKey,
  USER_METADATA_SIZE,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../../chain/ledger-account';
import {
  field,
  initSeeds,
  loader,
  mutable,
  optionalField,
  rentSysvar,
  signer,
  systemProgram,
} from '../account-checks';
import { panic } from '../anchor-errors';
import { initProgramAccount } from '../anchor-init';

const USER_METADATA_SEED = Buffer.from('user_meta');

/** The wallet a UserMetadata belongs to (`load()` reads the bytes as they are). */
export function userMetadataOwner(address: PublicKey, state: LedgerAccount): PublicKey {
  try {
    return toPublicKey(decodeUserMetadata(address, state).owner);
  } catch (error) {
    return panic(`user metadata ${address.toBase58()} cannot be read: ${(error as Error).message}`);
  }
}

/**
 * init_user_metadata: the wallet's UserMetadata PDA ["user_meta", owner], paid by the fee payer,
 * naming the referrer (the owner of the referrer's metadata, when given) and the lookup table.
 */
export function initUserMetadata(context: InstructionContext, userLookupTable: PublicKey): void {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const feePayer = field(context, 'fee_payer');
  signer(feePayer, 'fee_payer');
  const userMetadata = field(context, 'user_metadata');
  const referrer = optionalField(context, 'referrer_user_metadata');
  const referrerState =
    referrer === null
      ? null
      : loader(context, referrer, KLEND_DISCRIMINATORS.UserMetadata, 'referrer_user_metadata');
  rentSysvar(field(context, 'rent'), 'rent');
  systemProgram(field(context, 'system_program'), 'system_program');

  const bump = initSeeds(
    userMetadata,
    [USER_METADATA_SEED, owner.address.toBytes()],
    'user_metadata',
  );
  initProgramAccount(context, {
    payer: feePayer,
    account: userMetadata,
    space: USER_METADATA_SIZE,
  });
  mutable(feePayer, 'fee_payer');

  const created = context.read(userMetadata.address) as LedgerAccount;
  const data = encodeUserMetadata({
    referrer:
      referrer === null || referrerState === null
        ? null
        : userMetadataOwner(referrer.address, referrerState),
    bump,
    userLookupTable,
    owner: owner.address,
  });
  context.write(userMetadata.address, { ...created, data });
}
