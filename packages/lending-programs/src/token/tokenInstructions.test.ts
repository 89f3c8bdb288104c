import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/keys';
import { addresses, dataHex, modes } from '../testing/metas';
import {
  closeTokenAccountInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  syncNativeInstruction,
} from './tokenInstructions';

const owner = testKey(1);
const mint = testKey(2);

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
      ].map((key) => key.toBase58()),
    );
  });

  it('sync-native (17) and close (9) under the classic token program by default', () => {
    const sync = syncNativeInstruction(testKey(3));
    expect(sync.programId.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
    expect(dataHex(sync)).toBe('11');
    expect(modes(sync)).toBe('w');
    const close = closeTokenAccountInstruction({ account: testKey(3), destination: owner, owner });
    expect(dataHex(close)).toBe('09');
    expect(modes(close)).toBe('w w s');
  });
});
