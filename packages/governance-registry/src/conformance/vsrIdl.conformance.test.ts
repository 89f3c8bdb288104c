import { BN, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor-029';
import { referenceJson } from '@keel/config/reference';
import {
  Keypair,
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { describe, it } from 'vitest';
import { createDepositEntryInstruction, depositInstruction } from '../instructions/deposit';
import { resetLockupInstruction } from '../instructions/lockup';
import { createVoterInstruction, updateVoterWeightRecordInstruction } from '../instructions/voter';
import { withdrawInstruction } from '../instructions/withdraw';
import { VSR_PROGRAM_ID } from '../programIds';
import type { LockupKind } from '../vsr/lockup';
import { expectSameInstruction } from './compareInstructions';

/*
 * The voter-stake-registry instructions the stake screens send, against the program's published
 * IDL (0.2.4, read from the reference folder): data from Anchor 0.29's BorshInstructionCoder,
 * metas in the IDL's order with its writable and signer flags. The addresses are derived here
 * from the program's seeds (VSR.md §4), not with this package's helpers.
 */

const idl = referenceJson<Idl>(
  'governance-registry: VSR IDL',
  'governance/idl/voter_stake_registry.json',
);

const programId = new PublicKey(VSR_PROGRAM_ID.toBase58());
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
const key = () => Keypair.generate().publicKey;

const registrar = key();
const realm = key();
const mint = key();
const governanceProgramId = key();
const wallet = key();
const payer = key();

const pda = (seeds: Array<Buffer | Uint8Array>, program = programId) =>
  PublicKey.findProgramAddressSync(seeds, program);
const [voter, voterBump] = pda([registrar.toBuffer(), Buffer.from('voter'), wallet.toBuffer()]);
const [voterWeightRecord, recordBump] = pda([
  registrar.toBuffer(),
  Buffer.from('voter-weight-record'),
  wallet.toBuffer(),
]);
const ata = (owner: PublicKey) =>
  pda([owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()], ATA_PROGRAM)[0];
const vault = ata(voter);
const tokenOwnerRecord = pda(
  [Buffer.from('governance'), realm.toBuffer(), mint.toBuffer(), wallet.toBuffer()],
  governanceProgramId,
)[0];

/** Every account an instruction may name, by its IDL name. */
const ADDRESSES: Record<string, PublicKey> = {
  registrar,
  voter,
  voterAuthority: wallet,
  voterWeightRecord,
  payer,
  systemProgram: SystemProgram.programId,
  rent: SYSVAR_RENT_PUBKEY,
  instructions: SYSVAR_INSTRUCTIONS_PUBKEY,
  vault,
  depositMint: mint,
  tokenProgram: TOKEN_PROGRAM,
  associatedTokenProgram: ATA_PROGRAM,
  depositToken: ata(wallet),
  depositAuthority: wallet,
  tokenOwnerRecord,
  destination: ata(wallet),
};

/** The instruction as the IDL and Anchor's coder make it. */
function fromIdl(name: string, args: Record<string, unknown>): TransactionInstruction {
  const spec = idl?.instructions.find((ix) => ix.name === name);
  if (idl === null || spec === undefined) throw new Error(`${name} is not in the IDL`);
  const keys = spec.accounts.map((account) => {
    if (!('isMut' in account)) throw new Error('nested accounts are not expected here');
    const address = ADDRESSES[account.name];
    if (address === undefined) throw new Error(`no address for ${account.name}`);
    return { pubkey: address, isWritable: account.isMut, isSigner: account.isSigner };
  });
  const data = new BorshInstructionCoder(idl).encode(name, args);
  return new TransactionInstruction({ programId, keys, data });
}

const kind = (value: LockupKind) => ({ [value]: {} });
const KINDS: LockupKind[] = ['none', 'daily', 'monthly', 'cliff', 'constant'];

describe.skipIf(idl === null)(
  'VSR instructions against the published IDL (Anchor 0.29 coder)',
  () => {
    it('create_voter, paid by another wallet', () => {
      expectSameInstruction(
        createVoterInstruction({ registrar, voterAuthority: wallet, payer }),
        fromIdl('createVoter', { voterBump, voterWeightRecordBump: recordBump }),
      );
    });

    it.each(KINDS)('create_deposit_entry: a %s lockup, now or from a start', (lockupKind) => {
      const input = {
        registrar,
        voterAuthority: wallet,
        depositMint: mint,
        depositEntryIndex: 7,
        kind: lockupKind,
        periods: 365,
        payer,
      };
      expectSameInstruction(
        createDepositEntryInstruction(input),
        fromIdl('createDepositEntry', {
          depositEntryIndex: 7,
          kind: kind(lockupKind),
          startTs: null,
          periods: 365,
          allowClawback: false,
        }),
      );
      expectSameInstruction(
        createDepositEntryInstruction({ ...input, startTs: 1_700_000_000n, allowClawback: true }),
        fromIdl('createDepositEntry', {
          depositEntryIndex: 7,
          kind: kind(lockupKind),
          startTs: new BN('1700000000'),
          periods: 365,
          allowClawback: true,
        }),
      );
    });

    it('deposit', () => {
      expectSameInstruction(
        depositInstruction({
          registrar,
          voterAuthority: wallet,
          depositMint: mint,
          depositEntryIndex: 31,
          amountNative: 18_446_744_073_709_551_615n,
        }),
        fromIdl('deposit', { depositEntryIndex: 31, amount: new BN('18446744073709551615') }),
      );
    });

    it('withdraw, to the wallet’s token account', () => {
      expectSameInstruction(
        withdrawInstruction({
          registrar: {
            address: registrar,
            realm,
            realmGoverningTokenMint: mint,
            governanceProgramId,
          },
          voterAuthority: wallet,
          mint,
          depositEntryIndex: 2,
          amountNative: 1_234_567n,
        }),
        fromIdl('withdraw', { depositEntryIndex: 2, amount: new BN(1_234_567) }),
      );
    });

    it.each(KINDS)('reset_lockup to %s', (lockupKind) => {
      expectSameInstruction(
        resetLockupInstruction({
          registrar,
          voterAuthority: wallet,
          depositEntryIndex: 4,
          kind: lockupKind,
          periods: 73_000,
        }),
        fromIdl('resetLockup', { depositEntryIndex: 4, kind: kind(lockupKind), periods: 73_000 }),
      );
    });

    it('update_voter_weight_record', () => {
      expectSameInstruction(
        updateVoterWeightRecordInstruction({ registrar, voterAuthority: wallet }),
        fromIdl('updateVoterWeightRecord', {}),
      );
    });
  },
);
