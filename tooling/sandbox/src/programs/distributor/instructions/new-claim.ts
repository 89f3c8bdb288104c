import { SYSTEM_PROGRAM_ID, sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import {
  checkVault,
  loadDistributor,
  loadSplTokenAccount,
  writeClaimStatus,
  writeDistributor,
} from '../distributor-accounts';
import { anchorFailure, distributorFailure } from '../distributor-errors';
import { initClaimStatus } from '../init-claim-status';
import { claimLeafHash, verifyProof } from '../merkle-verify';
import { emitEvent, i64Le } from './event-log';

const U64_MAX = (1n << 64n) - 1n;
/** sha256("event:NewClaimEvent")[0..8]. */
const NEW_CLAIM_EVENT = [244, 3, 231, 151, 60, 101, 55, 55];
const SOURCE = 'instructions/new_claim.rs';
/**
 * ClaimStatus::LEN = 8 + size_of::<ClaimStatus>(): the Rust struct (pubkey, three u64, bool,
 * pubkey = 89 bytes) padded to its 8-byte alignment, 96 — more than its Borsh form needs.
 */
const CLAIM_STATUS_LEN = 8 + 96;

function readProof(args: ArgsReader): Uint8Array[] {
  const count = args.u32();
  return Array.from({ length: count }, () => {
    const node = new Uint8Array(32);
    for (let i = 0; i < 32; i += 1) node[i] = args.u8();
    return node;
  });
}

/**
 * new_claim(amount_unlocked, amount_locked, proof): Anchor's account checks in its order —
 * deserialisation of every account, `init` of the ClaimStatus (which the system program refuses
 * when it exists: a second claim), then the other constraints — and the handler's checks: not
 * clawed back, enabled, node count, the proof against the root; then the transfer of the
 * unlocked amount signed by the distributor PDA.
 */
export function newClaim(context: InstructionContext, args: ArgsReader): void {
  const amountUnlocked = args.u64();
  const amountLocked = args.u64();
  const proof = readProof(args);
  const distributorMeta = accountAt(context, 0, 'distributor');
  const statusMeta = accountAt(context, 1, 'claim_status');
  const fromMeta = accountAt(context, 2, 'from');
  const toMeta = accountAt(context, 3, 'to');
  const claimant = accountAt(context, 4, 'claimant');
  const distributor = loadDistributor(context, distributorMeta);
  const from = loadSplTokenAccount(context, fromMeta, 'from');
  const to = loadSplTokenAccount(context, toMeta, 'to');
  requireSigner(claimant, 'claimant');
  requireProgram(
    accountAt(context, 5, 'token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'token_program',
  );
  requireProgram(
    accountAt(context, 6, 'system_program'),
    toPublicKey(SYSTEM_PROGRAM_ID),
    'system_program',
  );

  const [statusAddress] = PublicKey.findProgramAddressSync(
    [Buffer.from('ClaimStatus'), claimant.address.toBuffer(), distributorMeta.address.toBuffer()],
    context.programId,
  );
  if (!statusMeta.address.equals(statusAddress)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintSeeds, {
      account: 'claim_status',
      pubkeys: [statusMeta.address, statusAddress],
    });
  }
  initClaimStatus(context, {
    payer: claimant.address,
    address: statusMeta.address,
    space: CLAIM_STATUS_LEN,
  });

  requireMut(distributorMeta, 'distributor');
  const state = distributor.data;
  checkVault(fromMeta, from, state);
  requireMut(toMeta, 'to');
  // token::authority / token::mint: Anchor 0.28 names neither the account nor the keys here.
  if (!sameAddress(to.owner, claimant.address))
    throw anchorFailure(ANCHOR_ERRORS.ConstraintTokenOwner);
  if (!sameAddress(to.mint, state.mint)) throw anchorFailure(ANCHOR_ERRORS.ConstraintTokenMint);
  requireMut(claimant, 'claimant');

  if (state.clawedBack) throw distributorFailure('ClaimExpired', { source: `${SOURCE}:95` });
  if (state.enableSlot > context.clock.slot) {
    throw distributorFailure('ClaimingIsNotStarted', { source: `${SOURCE}:96` });
  }
  const numNodesClaimed = state.numNodesClaimed + 1n;
  if (numNodesClaimed > U64_MAX) throw distributorFailure('ArithmeticError');
  if (numNodesClaimed > state.maxNumNodes) {
    throw distributorFailure('MaxNodesExceeded', { source: `${SOURCE}:106` });
  }
  const leaf = claimLeafHash(claimant.address, amountUnlocked, amountLocked);
  if (!verifyProof(proof, state.root, leaf)) {
    throw distributorFailure('InvalidProof', { source: `${SOURCE}:123` });
  }
  context.consume(2_000 + proof.length * 150);
  writeClaimStatus(context, statusMeta.address, {
    claimant: claimant.address,
    lockedAmount: amountLocked,
    lockedAmountWithdrawn: 0n,
    unlockedAmount: amountUnlocked,
    closable: state.closable,
    admin: state.admin,
  });
  tokenTransfer(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    source: fromMeta.address,
    destination: toMeta.address,
    authority: distributorMeta.address,
    amount: amountUnlocked,
    pdaSigned: true,
  });
  const totalAmountClaimed = state.totalAmountClaimed + amountUnlocked;
  if (totalAmountClaimed > U64_MAX) throw distributorFailure('ArithmeticError');
  if (totalAmountClaimed > state.maxTotalClaim) {
    throw distributorFailure('ExceededMaxClaim', { source: `${SOURCE}:165` });
  }
  writeDistributor(context, {
    ...distributor,
    data: { ...state, numNodesClaimed, totalAmountClaimed },
  });
  context.log(
    `Created new claim with locked ${amountLocked} and ${amountUnlocked} unlocked with lockup start:${state.startTs} end:${state.endTs}`,
  );
  emitEvent(
    context,
    NEW_CLAIM_EVENT,
    Buffer.concat([claimant.address.toBuffer(), i64Le(context.clock.unixTimestamp)]),
  );
}
