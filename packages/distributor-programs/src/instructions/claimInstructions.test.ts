import { createHash } from 'node:crypto';
import { SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { claimStatusAddress, merkleDistributorAddress } from '../pda';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { testKey } from '../testing/keys';
import {
  claimLockedInstruction,
  clawbackInstruction,
  newClaimInstruction,
} from './claimInstructions';
import { DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS } from './discriminators';

const modes = (ix: TransactionInstruction) =>
  ix.keys.map((k) => `${k.isWritable ? 'w' : ''}${k.isSigner ? 's' : ''}` || 'r').join(' ');
const keys = (ix: TransactionInstruction) => ix.keys.map((k) => k.pubkey.toBase58());
const globalHash = (name: string) =>
  createHash('sha256').update(`global:${name}`).digest().subarray(0, 8).toString('hex');

const claimant = testKey(1);
const distributor = testKey(2);
const vault = testKey(3);
const to = testKey(4);

describe('distributor instructions', () => {
  it('discriminators are sha256("global:<name>")[0..8]', () => {
    expect(Buffer.from(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.newClaim).toString('hex')).toBe(
      globalHash('new_claim'),
    );
    expect(Buffer.from(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.claimLocked).toString('hex')).toBe(
      globalHash('claim_locked'),
    );
    expect(Buffer.from(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.clawback).toString('hex')).toBe(
      globalHash('clawback'),
    );
  });

  it('new_claim: the IDL account order and Borsh args (u64, u64, vec<[u8; 32]>)', () => {
    const proof = [new Uint8Array(32).fill(0xaa), new Uint8Array(32).fill(0xbb)];
    const ix = newClaimInstruction({
      distributor,
      tokenVault: vault,
      claimant,
      claimantTokenAccount: to,
      amountUnlocked: 12_345_678_901n,
      amountLocked: 0n,
      proof,
    });
    expect(ix.programId.equals(toPublicKey(DISTRIBUTOR_PROGRAM_ID))).toBe(true);
    expect(modes(ix)).toBe('w w w w ws r r');
    expect(keys(ix)).toEqual(
      [
        distributor,
        claimStatusAddress(claimant, distributor).address,
        vault,
        to,
        claimant,
        TOKEN_PROGRAM_ID,
        SYSTEM_PROGRAM_ID,
      ].map((k) => k.toBase58()),
    );
    expect(ix.data.toString('hex')).toBe(
      `4eb1627bd215bb53${'35 1c dc df 02 00 00 00'.replaceAll(' ', '')}0000000000000000` +
        `02000000${'aa'.repeat(32)}${'bb'.repeat(32)}`,
    );
  });

  it('new_claim refuses a proof node that is not 32 bytes and an amount beyond u64', () => {
    const base = {
      distributor,
      tokenVault: vault,
      claimant,
      claimantTokenAccount: to,
      amountLocked: 0n,
    };
    expect(() =>
      newClaimInstruction({ ...base, amountUnlocked: 1n, proof: [new Uint8Array(31)] }),
    ).toThrow(RangeError);
    expect(() => newClaimInstruction({ ...base, amountUnlocked: 1n << 64n, proof: [] })).toThrow(
      RangeError,
    );
  });

  it('claim_locked and clawback: account order, no arguments', () => {
    const locked = claimLockedInstruction({
      distributor,
      tokenVault: vault,
      claimant,
      claimantTokenAccount: to,
    });
    expect(modes(locked)).toBe('w w w w ws r');
    expect(locked.data.toString('hex')).toBe(globalHash('claim_locked'));
    const clawback = clawbackInstruction({
      distributor,
      tokenVault: vault,
      clawbackReceiver: to,
      signer: claimant,
    });
    expect(modes(clawback)).toBe('w w w s r r');
    expect(keys(clawback).slice(4)).toEqual(
      [SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID].map((k) => k.toBase58()),
    );
  });

  it('PDAs use the program’s seeds', () => {
    const version = 3n;
    const v = Buffer.alloc(8);
    v.writeBigUInt64LE(version);
    const [expected] = PublicKey.findProgramAddressSync(
      [Buffer.from('MerkleDistributor'), testKey(5).toBuffer(), testKey(6).toBuffer(), v],
      toPublicKey(DISTRIBUTOR_PROGRAM_ID),
    );
    expect(
      merkleDistributorAddress({ base: testKey(5), mint: testKey(6), version }).address,
    ).toEqual(expected);
    const [status] = PublicKey.findProgramAddressSync(
      [Buffer.from('ClaimStatus'), claimant.toBuffer(), distributor.toBuffer()],
      toPublicKey(DISTRIBUTOR_PROGRAM_ID),
    );
    expect(claimStatusAddress(claimant, distributor).address).toEqual(status);
  });
});
