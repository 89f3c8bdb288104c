import { SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createAddress } from '../address/address';
import { toPublicKey } from '../address/toPublicKey';
import { associatedTokenAddress } from '../pda/token';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../programIds';
import {
  closeTokenAccountInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  syncNativeInstruction,
  unwrapSolInstruction,
  wrapSolInstructions,
} from './tokenInstructions';

const key = (seed: number) => createAddress(new Uint8Array(32).fill(seed));
const owner = key(1);
const mint = key(2);

const modes = (ix: TransactionInstruction): string =>
  ix.keys
    .map((meta) => `${meta.isWritable ? 'w' : ''}${meta.isSigner ? 's' : ''}` || 'r')
    .join(' ');
const addresses = (ix: TransactionInstruction): string[] =>
  ix.keys.map((meta) => meta.pubkey.toBase58());
const dataHex = (ix: TransactionInstruction): string => ix.data.toString('hex');

describe('token instructions', () => {
  it('create-idempotent: payer, the ATA under the given token program, owner, mint, programs', () => {
    const ix = createAssociatedTokenAccountIdempotentInstruction({
      payer: owner,
      owner,
      mint,
      tokenProgramId: TOKEN_2022_PROGRAM_ID,
    });
    expect(ix.programId.equals(toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID))).toBe(true);
    expect(dataHex(ix)).toBe('01');
    expect(modes(ix)).toBe('ws w r r r r');
    expect(addresses(ix)).toEqual(
      [
        owner,
        associatedTokenAddress(owner, mint, TOKEN_2022_PROGRAM_ID).address,
        owner,
        mint,
        SystemProgram.programId,
        TOKEN_2022_PROGRAM_ID,
      ].map((address) => address.toBase58()),
    );
  });

  it('sync-native (17) and close (9) under the classic token program by default', () => {
    const sync = syncNativeInstruction(key(3));
    expect(sync.programId.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
    expect(dataHex(sync)).toBe('11');
    expect(modes(sync)).toBe('w');
    const close = closeTokenAccountInstruction({ account: key(3), destination: owner, owner });
    expect(dataHex(close)).toBe('09');
    expect(modes(close)).toBe('w w s');
  });

  it('wraps by a transfer then a sync, unwraps by closing to the owner', () => {
    const [transfer, sync] = wrapSolInstructions({
      owner,
      account: key(3),
      lamports: 5_000n,
      tokenProgramId: TOKEN_2022_PROGRAM_ID,
    });
    expect(transfer?.programId.equals(SystemProgram.programId)).toBe(true);
    expect(addresses(transfer as TransactionInstruction)).toEqual(
      [owner, key(3)].map((address) => address.toBase58()),
    );
    expect(sync?.programId.equals(toPublicKey(TOKEN_2022_PROGRAM_ID))).toBe(true);
    const unwrap = unwrapSolInstruction({ owner, account: key(3) });
    expect(unwrap.programId.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
    expect(addresses(unwrap)).toEqual([key(3), owner, owner].map((address) => address.toBase58()));
    expect(modes(unwrap)).toBe('w w s');
  });
});
