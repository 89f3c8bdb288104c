import { KLEND_DISCRIMINATORS, OBLIGATION_SIZE } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../../chain/ledger-account';
import { AccountBytes } from '../account-bytes';
import {
  field,
  initSeeds,
  loader,
  mutable,
  rentSysvar,
  seedsWithBump,
  signer,
  systemProgram,
} from '../account-checks';
import { errorDebug, panic } from '../anchor-errors';
import { initProgramAccount } from '../anchor-init';
import { LAST_UPDATE, OBLIGATION } from '../layout-offsets';
import { isMintData } from '../mint-data';
import { userMetadataOwner } from './init-user-metadata';

const USER_METADATA_SEED = Buffer.from('user_meta');
const HANDLER = 'handlers/handler_init_obligation.rs';
const UNWRAP = 'called `Result::unwrap()` on an `Err` value';
/** UserMetadata.bump (u64) and .referrer (LAYOUTS §2.4). */
const USER_METADATA_BUMP = 40;
const USER_METADATA_REFERRER = 8;

/** `Mint::try_deserialize(...).unwrap()` on a seed account. */
function requireMint(context: InstructionContext, meta: AccountMetaView, line: number): void {
  if (isMintData(context.read(meta.address)?.data ?? new Uint8Array())) return;
  panic(
    `${UNWRAP}: ProgramError(ProgramErrorWithOrigin { program_error: InvalidAccountData, error_origin: None, compared_values: None })`,
    `${HANDLER}:${line}:82`,
  );
}

/**
 * `check_obligation_seeds(...).unwrap()`: Vanilla (0) takes two default keys, Lending (2) one mint
 * twice, Multiply (1) and Leverage (3) two mints; other tags are not checked. A failure panics.
 */
export function checkObligationSeeds(
  context: InstructionContext,
  tag: number,
  seed1: AccountMetaView,
  seed2: AccountMetaView,
): void {
  const seedsError = (line: number) =>
    panic(
      `${UNWRAP}: ${errorDebug('InvalidObligationSeedsValue', `${HANDLER}:${line}`)}`,
      `${HANDLER}:21:6`,
    );
  if (tag === 0) {
    if (!seed1.address.equals(PublicKey.default) || !seed2.address.equals(PublicKey.default)) {
      seedsError(81);
    }
  } else if (tag === 1 || tag === 3) {
    requireMint(context, seed1, tag === 1 ? 89 : 105);
    requireMint(context, seed2, tag === 1 ? 91 : 107);
  } else if (tag === 2) {
    requireMint(context, seed1, 96);
    if (!seed1.address.equals(seed2.address)) seedsError(97);
  }
}

/** `Obligation::init`: everything zero but the tag, the refresh slot (stale), market, owner, referrer. */
export function newObligationData(input: {
  tag: number;
  slot: bigint;
  lendingMarket: PublicKey;
  owner: PublicKey;
  referrer: PublicKey;
}): Uint8Array {
  const bytes = new AccountBytes(new Uint8Array(OBLIGATION_SIZE));
  bytes.data.set(KLEND_DISCRIMINATORS.Obligation, 0);
  bytes.setU64(OBLIGATION.tag, BigInt(input.tag));
  bytes.setU64(OBLIGATION.lastUpdate + LAST_UPDATE.slot, input.slot);
  bytes.setU8(OBLIGATION.lastUpdate + LAST_UPDATE.stale, 1);
  bytes.setPubkey(OBLIGATION.lendingMarket, input.lendingMarket);
  bytes.setPubkey(OBLIGATION.owner, input.owner);
  bytes.setPubkey(OBLIGATION.referrer, input.referrer);
  return bytes.data;
}

/**
 * init_obligation: the obligation PDA [tag, id, owner, market, seed1, seed2] paid by the fee
 * payer, for an owner whose UserMetadata exists, with the seeds its tag requires.
 */
export function initObligation(
  context: InstructionContext,
  args: { tag: number; id: number },
): void {
  const owner = field(context, 'obligation_owner');
  signer(owner, 'obligation_owner');
  const feePayer = field(context, 'fee_payer');
  signer(feePayer, 'fee_payer');
  const obligation = field(context, 'obligation');
  const market = field(context, 'lending_market');
  loader(context, market, KLEND_DISCRIMINATORS.LendingMarket, 'lending_market');
  const seed1 = field(context, 'seed1_account');
  const seed2 = field(context, 'seed2_account');
  const metadataMeta = field(context, 'owner_user_metadata');
  const metadata = loader(
    context,
    metadataMeta,
    KLEND_DISCRIMINATORS.UserMetadata,
    'owner_user_metadata',
  );
  rentSysvar(field(context, 'rent'), 'rent');
  systemProgram(field(context, 'system_program'), 'system_program');

  const seeds = [
    Uint8Array.of(args.tag),
    Uint8Array.of(args.id),
    owner.address.toBytes(),
    market.address.toBytes(),
    seed1.address.toBytes(),
    seed2.address.toBytes(),
  ];
  initSeeds(obligation, seeds, 'obligation');
  initProgramAccount(context, { payer: feePayer, account: obligation, space: OBLIGATION_SIZE });
  mutable(feePayer, 'fee_payer');
  const metadataBytes = new AccountBytes(metadata.data);
  const bump = metadataBytes.u64(USER_METADATA_BUMP);
  if (bump > 255n) panic(`${UNWRAP}: TryFromIntError(())`, `${HANDLER}:64:60`);
  seedsWithBump(
    metadataMeta,
    [USER_METADATA_SEED, owner.address.toBytes()],
    Number(bump),
    'owner_user_metadata',
  );

  checkObligationSeeds(context, args.tag, seed1, seed2);
  // load() of the metadata: only its bytes matter (the owner check is the PDA above).
  userMetadataOwner(metadataMeta.address, metadata);
  const created = context.read(obligation.address) as LedgerAccount;
  const data = newObligationData({
    tag: args.tag,
    slot: context.clock.slot,
    lendingMarket: market.address,
    owner: owner.address,
    referrer: metadataBytes.pubkey(USER_METADATA_REFERRER),
  });
  context.write(obligation.address, { ...created, data });
}
