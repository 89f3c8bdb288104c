import { createHash } from 'node:crypto';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  ByteReader,
  bytesToHex,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { realmConfigAddress, tokenOwnerRecordAddress, voteRecordAddress } from '../governance/pda';
import { NO_VOTE, YES_VOTE } from '../governance/vote';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '../programIds';
import { depositEntry, testKey } from '../testing/fixtures';
import { voterAddress, voterVaultAddress, voterWeightRecordAddress } from '../vsr/pda';
import { castVoteInstructions, createTokenOwnerRecordInstruction } from './castVote';
import {
  createDepositEntryInstruction,
  depositInstruction,
  depositWithLockupInstructions,
} from './deposit';
import { VSR_INSTRUCTION_DISCRIMINATORS } from './discriminators';
import { resetLockupInstruction } from './lockup';
import { relinquishVoteInstruction } from './relinquishVote';
import { createVoterInstruction } from './voter';
import { withdrawInstruction, withdrawUnlockedInstructions } from './withdraw';

const wallet = testKey(11);
const registrar = testKey(12);
const mint = testKey(13);
const realm = testKey(14);

/** [address, signer, writable] of each account, in order. */
function accounts(ix: TransactionInstruction) {
  return ix.keys.map((meta) => [meta.pubkey.toBase58(), meta.isSigner, meta.isWritable]);
}

const ro = (key: PublicKey) => [key.toBase58(), false, false];
const rw = (key: PublicKey) => [key.toBase58(), false, true];
const sig = (key: PublicKey) => [key.toBase58(), true, false];
const payer = (key: PublicKey) => [key.toBase58(), true, true];

function anchorDiscriminator(name: string): string {
  return createHash('sha256').update(`global:${name}`).digest().subarray(0, 8).toString('hex');
}

/** Data after the 8-byte discriminator, with the discriminator checked. */
function args(ix: TransactionInstruction, snakeName: string): ByteReader {
  const data = new Uint8Array(ix.data);
  expect(bytesToHex(data.subarray(0, 8))).toBe(anchorDiscriminator(snakeName));
  return new ByteReader(data.subarray(8));
}

describe('VSR instruction discriminators', () => {
  it('are sha256("global:<name>")[0..8]', () => {
    const names = {
      createVoter: 'create_voter',
      createDepositEntry: 'create_deposit_entry',
      deposit: 'deposit',
      withdraw: 'withdraw',
      resetLockup: 'reset_lockup',
      updateVoterWeightRecord: 'update_voter_weight_record',
    } as const;
    for (const [key, snake] of Object.entries(names)) {
      expect(bytesToHex(VSR_INSTRUCTION_DISCRIMINATORS[key as keyof typeof names])).toBe(
        anchorDiscriminator(snake),
      );
    }
  });
});

describe('createVoterInstruction', () => {
  it('passes the voter and record PDAs with their bumps', () => {
    const ix = createVoterInstruction({ registrar, voterAuthority: wallet });
    const voter = voterAddress(registrar, wallet);
    const record = voterWeightRecordAddress(registrar, wallet);
    expect(ix.programId.equals(toPublicKey(VSR_PROGRAM_ID))).toBe(true);
    expect(accounts(ix)).toEqual([
      ro(registrar),
      rw(toPublicKey(voter.address)),
      sig(wallet),
      rw(toPublicKey(record.address)),
      payer(wallet),
      ro(SystemProgram.programId),
      ro(SYSVAR_RENT_PUBKEY),
      ro(SYSVAR_INSTRUCTIONS_PUBKEY),
    ]);
    const r = args(ix, 'create_voter');
    expect([r.u8(0), r.u8(1), r.length]).toEqual([voter.bump, record.bump, 2]);
  });

  it('takes another payer and program id', () => {
    const other = testKey(99);
    const programId = testKey(98);
    const ix = createVoterInstruction({
      registrar,
      voterAuthority: wallet,
      payer: other,
      programId,
    });
    expect(ix.programId.equals(programId)).toBe(true);
    expect(accounts(ix)[4]).toEqual(payer(other));
    expect(accounts(ix)[1]).toEqual(
      rw(toPublicKey(voterAddress(registrar, wallet, programId).address)),
    );
  });
});

describe('createDepositEntryInstruction', () => {
  const voter = voterAddress(registrar, wallet).address;

  it('encodes index, kind, start option, periods and clawback', () => {
    const ix = createDepositEntryInstruction({
      registrar,
      voterAuthority: wallet,
      depositMint: mint,
      depositEntryIndex: 7,
      kind: 'monthly',
      periods: 12,
      startTs: 1_800_000_000n,
      allowClawback: true,
    });
    expect(accounts(ix)).toEqual([
      ro(registrar),
      rw(toPublicKey(voter)),
      rw(toPublicKey(voterVaultAddress(voter, mint))),
      sig(wallet),
      payer(wallet),
      ro(mint),
      ro(SystemProgram.programId),
      ro(toPublicKey(TOKEN_PROGRAM_ID)),
      ro(toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID)),
      ro(SYSVAR_RENT_PUBKEY),
    ]);
    const r = args(ix, 'create_deposit_entry');
    expect([r.u8(0), r.u8(1), r.u8(2), r.u64(3), r.u32(11), r.u8(15), r.length]).toEqual([
      7,
      2,
      1,
      1_800_000_000n,
      12,
      1,
      16,
    ]);
  });

  it('leaves the start to the program when omitted', () => {
    const ix = createDepositEntryInstruction({
      registrar,
      voterAuthority: wallet,
      depositMint: mint,
      depositEntryIndex: 0,
      kind: 'constant',
      periods: 30,
    });
    const r = args(ix, 'create_deposit_entry');
    expect([r.u8(0), r.u8(1), r.u8(2), r.u32(3), r.u8(7), r.length]).toEqual([0, 4, 0, 30, 0, 8]);
  });

  it('uses the vault of the Voter PDA, an associated token account', () => {
    const expected = PublicKey.findProgramAddressSync(
      [voter.toBytes(), TOKEN_PROGRAM_ID.toBytes(), mint.toBytes()],
      toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    )[0];
    expect(sameAddress(voterVaultAddress(voter, mint), expected)).toBe(true);
  });
});

describe('depositInstruction', () => {
  it('moves tokens from the wallet token account into the vault', () => {
    const voter = voterAddress(registrar, wallet).address;
    const ix = depositInstruction({
      registrar,
      voterAuthority: wallet,
      depositMint: mint,
      depositEntryIndex: 3,
      amountNative: 123_456_789n,
    });
    expect(accounts(ix)).toEqual([
      ro(registrar),
      rw(toPublicKey(voter)),
      rw(toPublicKey(voterVaultAddress(voter, mint))),
      rw(toPublicKey(associatedTokenAddress(wallet, mint).address)),
      sig(wallet),
      ro(toPublicKey(TOKEN_PROGRAM_ID)),
    ]);
    const r = args(ix, 'deposit');
    expect([r.u8(0), r.u64(1), r.length]).toEqual([3, 123_456_789n, 9]);
  });
});

describe('depositWithLockupInstructions', () => {
  const registrarModel = {
    address: registrar,
    votingMints: [
      {
        mint,
        grantAuthority: null,
        baselineVoteWeightScaledFactor: 1n,
        maxExtraLockupVoteWeightScaledFactor: 1n,
        lockupSaturationSecs: 1n,
        digitShift: 0,
      },
    ],
  };
  const base = {
    registrar: registrarModel,
    wallet,
    mint,
    amountNative: 5n,
    kind: 'cliff' as const,
    periods: 3,
  };

  it('creates the voter first when there is none', () => {
    const { instructions, depositEntryIndex } = depositWithLockupInstructions({
      ...base,
      voter: null,
    });
    expect(depositEntryIndex).toBe(0);
    expect(instructions.map((ix) => new Uint8Array(ix.data).subarray(0, 8))).toEqual([
      VSR_INSTRUCTION_DISCRIMINATORS.createVoter,
      VSR_INSTRUCTION_DISCRIMINATORS.createDepositEntry,
      VSR_INSTRUCTION_DISCRIMINATORS.deposit,
    ]);
  });

  it('uses the first free slot of an existing voter', () => {
    const used = depositEntry({ kind: 'none', startTs: 0n, endTs: 0n }, 1n);
    const deposits = [used, used, { ...used, isUsed: false }, used];
    const { instructions, depositEntryIndex } = depositWithLockupInstructions({
      ...base,
      voter: { deposits },
    });
    expect(depositEntryIndex).toBe(2);
    expect(instructions).toHaveLength(2);
    expect(args(instructions[0]!, 'create_deposit_entry').u8(0)).toBe(2);
    expect(args(instructions[1]!, 'deposit').u8(0)).toBe(2);
    expect(args(instructions[1]!, 'deposit').u64(1)).toBe(5n);
  });

  it('refuses a full voter (6004) and an unknown mint (6002)', () => {
    const used = depositEntry({ kind: 'none', startTs: 0n, endTs: 0n }, 1n);
    const full = { deposits: Array.from({ length: 32 }, () => used) };
    expect(() => depositWithLockupInstructions({ ...base, voter: full })).toThrow(
      expect.objectContaining({ code: 6004 }),
    );
    expect(() =>
      depositWithLockupInstructions({ ...base, voter: null, mint: testKey(77) }),
    ).toThrow(expect.objectContaining({ code: 6002 }));
  });
});

describe('resetLockupInstruction', () => {
  it('encodes index, kind and periods for the voter', () => {
    const ix = resetLockupInstruction({
      registrar,
      voterAuthority: wallet,
      depositEntryIndex: 4,
      kind: 'cliff',
      periods: 365,
    });
    expect(accounts(ix)).toEqual([
      ro(registrar),
      rw(toPublicKey(voterAddress(registrar, wallet).address)),
      sig(wallet),
    ]);
    const r = args(ix, 'reset_lockup');
    expect([r.u8(0), r.u8(1), r.u32(2), r.length]).toEqual([4, 3, 365, 6]);
  });
});

describe('withdrawInstruction', () => {
  const registrarModel = {
    address: registrar,
    realm,
    realmGoverningTokenMint: mint,
    governanceProgramId: SPL_GOVERNANCE_PROGRAM_ID,
  };

  it('passes the token owner record of the registrar realm and the vault', () => {
    const voter = voterAddress(registrar, wallet).address;
    const ix = withdrawInstruction({
      registrar: registrarModel,
      voterAuthority: wallet,
      mint,
      depositEntryIndex: 1,
      amountNative: 42n,
    });
    expect(accounts(ix)).toEqual([
      ro(registrar),
      rw(toPublicKey(voter)),
      sig(wallet),
      ro(toPublicKey(tokenOwnerRecordAddress(realm, mint, wallet).address)),
      rw(toPublicKey(voterWeightRecordAddress(registrar, wallet).address)),
      rw(toPublicKey(voterVaultAddress(voter, mint))),
      rw(toPublicKey(associatedTokenAddress(wallet, mint).address)),
      ro(toPublicKey(TOKEN_PROGRAM_ID)),
    ]);
    const r = args(ix, 'withdraw');
    expect([r.u8(0), r.u64(1), r.length]).toEqual([1, 42n, 9]);
  });

  it('creates the destination token account idempotently first', () => {
    const [create, withdraw] = withdrawUnlockedInstructions({
      registrar: registrarModel,
      voterAuthority: wallet,
      mint,
      depositEntryIndex: 0,
      amountNative: 1n,
    });
    expect(create?.programId.equals(toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID))).toBe(true);
    expect([...(create?.data ?? [])]).toEqual([1]);
    expect(create && accounts(create)).toEqual([
      payer(wallet),
      rw(toPublicKey(associatedTokenAddress(wallet, mint).address)),
      ro(wallet),
      ro(mint),
      ro(SystemProgram.programId),
      ro(toPublicKey(TOKEN_PROGRAM_ID)),
    ]);
    expect(withdraw && bytesToHex(new Uint8Array(withdraw.data).subarray(0, 8))).toBe(
      anchorDiscriminator('withdraw'),
    );
  });
});

describe('castVoteInstructions', () => {
  const registrarModel = {
    address: registrar,
    realm,
    realmGoverningTokenMint: mint,
    governanceProgramId: SPL_GOVERNANCE_PROGRAM_ID,
  };
  const proposal = {
    address: testKey(20),
    governance: testKey(21),
    governingTokenMint: mint,
    tokenOwnerRecord: testKey(22),
  };

  it('updates the voter weight record, then casts the vote reading it', () => {
    const [update, cast] = castVoteInstructions({
      registrar: registrarModel,
      proposal,
      wallet,
      vote: YES_VOTE,
    });
    expect(update && accounts(update)).toEqual([
      ro(registrar),
      ro(toPublicKey(voterAddress(registrar, wallet).address)),
      rw(toPublicKey(voterWeightRecordAddress(registrar, wallet).address)),
      ro(SystemProgram.programId),
    ]);
    expect(update && new Uint8Array(update.data).length).toBe(8);
    expect(update && args(update, 'update_voter_weight_record').length).toBe(0);

    const voterRecord = tokenOwnerRecordAddress(realm, mint, wallet).address;
    expect(cast?.programId.equals(toPublicKey(SPL_GOVERNANCE_PROGRAM_ID))).toBe(true);
    expect(cast && accounts(cast)).toEqual([
      rw(realm),
      rw(proposal.governance),
      rw(proposal.address),
      rw(proposal.tokenOwnerRecord),
      rw(toPublicKey(voterRecord)),
      sig(wallet),
      rw(toPublicKey(voteRecordAddress(proposal.address, voterRecord).address)),
      ro(mint),
      payer(wallet),
      ro(SystemProgram.programId),
      ro(toPublicKey(realmConfigAddress(realm).address)),
      ro(toPublicKey(voterWeightRecordAddress(registrar, wallet).address)),
    ]);
    // CastVote (13), Vote::Approve (0), one choice {rank 0, 100 %}
    expect([...(cast?.data ?? [])]).toEqual([13, 0, 1, 0, 0, 0, 0, 100]);
  });

  it('encodes No as Deny', () => {
    const [, cast] = castVoteInstructions({
      registrar: registrarModel,
      proposal,
      wallet,
      vote: NO_VOTE,
    });
    expect([...(cast?.data ?? [])]).toEqual([13, 1]);
  });

  it('creates the token owner record first when asked', () => {
    const ixs = castVoteInstructions({
      registrar: registrarModel,
      proposal,
      wallet,
      vote: YES_VOTE,
      createTokenOwnerRecord: true,
    });
    expect(ixs).toHaveLength(3);
    expect(ixs[0] && accounts(ixs[0])).toEqual(
      accounts(
        createTokenOwnerRecordInstruction({
          realm,
          governingTokenMint: mint,
          governingTokenOwner: wallet,
          governanceProgramId: SPL_GOVERNANCE_PROGRAM_ID,
        }),
      ),
    );
    expect(ixs[0] && accounts(ixs[0])).toEqual([
      ro(realm),
      ro(wallet),
      rw(toPublicKey(tokenOwnerRecordAddress(realm, mint, wallet).address)),
      ro(mint),
      payer(wallet),
      ro(SystemProgram.programId),
    ]);
    expect([...(ixs[0]?.data ?? [])]).toEqual([23]);
  });

  it('refuses a proposal voted with another mint', () => {
    expect(() =>
      castVoteInstructions({
        registrar: registrarModel,
        proposal: { ...proposal, governingTokenMint: testKey(30) },
        wallet,
        vote: YES_VOTE,
      }),
    ).toThrow(RangeError);
  });
});

describe('relinquishVoteInstruction', () => {
  it('takes the vote record of the wallet’s token owner record, signed by the wallet', () => {
    const governance = testKey(21);
    const proposal = testKey(22);
    const ix = relinquishVoteInstruction({
      realm,
      governance,
      proposal,
      governingTokenMint: mint,
      wallet,
      governanceProgramId: SPL_GOVERNANCE_PROGRAM_ID,
    });
    const record = tokenOwnerRecordAddress(realm, mint, wallet, SPL_GOVERNANCE_PROGRAM_ID).address;
    expect([...ix.data]).toEqual([15]);
    expect(accounts(ix)).toEqual([
      [realm.toBase58(), false, false],
      [governance.toBase58(), false, false],
      [proposal.toBase58(), false, true],
      [record.toBase58(), false, true],
      [
        voteRecordAddress(proposal, record, SPL_GOVERNANCE_PROGRAM_ID).address.toBase58(),
        false,
        true,
      ],
      [mint.toBase58(), false, false],
      [wallet.toBase58(), true, false],
      [wallet.toBase58(), false, true],
    ]);
  });
});
