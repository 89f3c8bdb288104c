import {
  associatedTokenAddress,
  sameAddress,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
  toPublicKey,
} from '@keel/chain-readers';
import {
  type ClaimStatus,
  DISTRIBUTOR_ACCOUNT_DISCRIMINATORS,
  decodeClaimStatus,
  decodeMerkleDistributor,
  encodeClaimStatus,
  encodeMerkleDistributor,
  type MerkleDistributor,
} from '@keel/distributor-programs';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { loadAccount, requireMut } from '../anchor/anchor-accounts';
import { loadTokenAccount } from '../anchor/anchor-token-accounts';
import { anchorFailure } from './distributor-errors';

export interface Loaded<T> {
  data: T;
  state: LedgerAccount;
}

/** `Account<'info, MerkleDistributor>`. */
export function loadDistributor(
  context: InstructionContext,
  meta: AccountMetaView,
): Loaded<MerkleDistributor> {
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [DISTRIBUTOR_ACCOUNT_DISCRIMINATORS.MerkleDistributor],
      decode: (address, account) =>
        decodeMerkleDistributor(address, account, { programId: context.programId }),
    },
    'distributor',
  );
}

/** `Account<'info, ClaimStatus>`. */
export function loadClaimStatus(
  context: InstructionContext,
  meta: AccountMetaView,
): Loaded<ClaimStatus> {
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [DISTRIBUTOR_ACCOUNT_DISCRIMINATORS.ClaimStatus],
      decode: (address, account) =>
        decodeClaimStatus(address, account, { programId: context.programId }),
    },
    'claim_status',
  );
}

export function writeDistributor(context: InstructionContext, loaded: Loaded<MerkleDistributor>) {
  const { address, ...fields } = loaded.data;
  const data = Buffer.from(loaded.state.data);
  Buffer.from(encodeMerkleDistributor(fields)).copy(data, 0, 0, 275); // the reserved buffers stay as they are
  context.write(toPublicKey(address), { ...loaded.state, data });
}

export function writeClaimStatus(
  context: InstructionContext,
  address: PublicKey,
  status: Omit<ClaimStatus, 'address'>,
) {
  const state = context.read(address);
  if (state === null) throw new Error('the claim status was not created');
  context.write(address, { ...state, data: encodeClaimStatus(status) });
}

/**
 * `from`: `associated_token::mint = distributor.mint, associated_token::authority = distributor,
 * address = distributor.token_vault`, mut — in Anchor 0.28's order: the token account's owner,
 * its address as the ATA, mut, then the address.
 */
export function checkVault(
  meta: AccountMetaView,
  vault: TokenAccount,
  distributor: MerkleDistributor,
): void {
  if (!sameAddress(vault.owner, distributor.address)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintTokenOwner, {
      account: 'from',
      pubkeys: [toPublicKey(vault.owner), toPublicKey(distributor.address)],
    });
  }
  const ata = associatedTokenAddress(
    distributor.address,
    distributor.mint,
    TOKEN_PROGRAM_ID,
  ).address;
  if (!meta.address.equals(toPublicKey(ata))) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintAssociated, {
      account: 'from',
      pubkeys: [meta.address, toPublicKey(ata)],
    });
  }
  requireMut(meta, 'from');
  if (!meta.address.equals(toPublicKey(distributor.tokenVault))) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintAddress, {
      account: 'from',
      pubkeys: [meta.address, toPublicKey(distributor.tokenVault)],
    });
  }
}

/** `Account<'info, TokenAccount>` of the classic token program (`Program<'info, Token>`). */
export function loadSplTokenAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
): TokenAccount {
  return loadTokenAccount(context, meta, toPublicKey(TOKEN_PROGRAM_ID), name);
}
