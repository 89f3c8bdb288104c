import {
  PROGRAM_VERSION_V3,
  Vote,
  VoteChoice,
  VoteKind,
  withCastVote,
  withCreateTokenOwnerRecord,
  withRelinquishVote,
} from '@solana/spl-governance';
import { Keypair, PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { describe, it } from 'vitest';
import type { Vote as OurVote } from '../governance/vote';
import { castVoteInstructions, createTokenOwnerRecordInstruction } from '../instructions/castVote';
import { relinquishVoteInstruction } from '../instructions/relinquishVote';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '../programIds';
import { expectSameInstruction } from './compareInstructions';

/*
 * The spl-governance instructions the governance screens send, against what the program's
 * official client, @solana/spl-governance 0.3.28, builds for the same inputs. Program version 3:
 * the client's newest, the instruction set of the deployed program (spl-governance 3.x; 4.0 kept
 * these accounts and variants).
 */

const key = () => Keypair.generate().publicKey;
const programId = new PublicKey(SPL_GOVERNANCE_PROGRAM_ID.toBase58());
const realm = key();
const mint = key();
const wallet = key();
const payer = key();
const registrar = key();
const proposal = {
  address: key(),
  governance: key(),
  governingTokenMint: mint,
  tokenOwnerRecord: key(),
};

/** The wallet's VSR voter weight record: seeds [registrar, "voter-weight-record", wallet] (VSR.md §4). */
const voterWeightRecord = PublicKey.findProgramAddressSync(
  [registrar.toBuffer(), Buffer.from('voter-weight-record'), wallet.toBuffer()],
  new PublicKey(VSR_PROGRAM_ID.toBase58()),
)[0];

const tokenOwnerRecord = PublicKey.findProgramAddressSync(
  [Buffer.from('governance'), realm.toBuffer(), mint.toBuffer(), wallet.toBuffer()],
  programId,
)[0];

async function official(
  build: (instructions: TransactionInstruction[]) => Promise<unknown>,
): Promise<TransactionInstruction | undefined> {
  const instructions: TransactionInstruction[] = [];
  await build(instructions);
  return instructions[0];
}

const VOTES: Array<[string, OurVote, Vote]> = [
  [
    'yes',
    { kind: 'Approve', choices: [{ rank: 0, weightPercentage: 100 }] },
    new Vote({
      voteType: VoteKind.Approve,
      approveChoices: [new VoteChoice({ rank: 0, weightPercentage: 100 })],
      deny: undefined,
      veto: undefined,
    }),
  ],
  [
    'a weighted multiple choice',
    {
      kind: 'Approve',
      choices: [
        { rank: 0, weightPercentage: 60 },
        { rank: 0, weightPercentage: 0 },
        { rank: 0, weightPercentage: 40 },
      ],
    },
    new Vote({
      voteType: VoteKind.Approve,
      approveChoices: [
        new VoteChoice({ rank: 0, weightPercentage: 60 }),
        new VoteChoice({ rank: 0, weightPercentage: 0 }),
        new VoteChoice({ rank: 0, weightPercentage: 40 }),
      ],
      deny: undefined,
      veto: undefined,
    }),
  ],
  [
    'no',
    { kind: 'Deny' },
    new Vote({ voteType: VoteKind.Deny, approveChoices: undefined, deny: true, veto: undefined }),
  ],
  [
    'veto',
    { kind: 'Veto' },
    new Vote({ voteType: VoteKind.Veto, approveChoices: undefined, deny: undefined, veto: true }),
  ],
];

const registrarIds = {
  address: registrar,
  realm,
  realmGoverningTokenMint: mint,
  governanceProgramId: programId,
};

describe('spl-governance instructions against @solana/spl-governance 0.3.28 (program version 3)', () => {
  it('CreateTokenOwnerRecord', async () => {
    const ours = createTokenOwnerRecordInstruction({
      realm,
      governingTokenMint: mint,
      governingTokenOwner: wallet,
      governanceProgramId: programId,
      payer,
    });
    const reference = await official((ixs) =>
      withCreateTokenOwnerRecord(ixs, programId, PROGRAM_VERSION_V3, realm, wallet, mint, payer),
    );
    expectSameInstruction(ours, reference);
  });

  it.each(VOTES)('CastVote: %s, with the VSR voter weight record', async (_, ourVote, sdkVote) => {
    const built = castVoteInstructions({
      registrar: registrarIds,
      proposal,
      wallet,
      vote: ourVote,
      payer,
      createTokenOwnerRecord: true,
    });
    const reference = await official((ixs) =>
      withCastVote(
        ixs,
        programId,
        PROGRAM_VERSION_V3,
        realm,
        proposal.governance,
        proposal.address,
        proposal.tokenOwnerRecord,
        tokenOwnerRecord,
        wallet,
        mint,
        sdkVote,
        payer,
        voterWeightRecord,
      ),
    );
    expectSameInstruction(built.at(-1), reference);
    // The record the vote is made with comes first, created as the client creates it.
    const record = await official((ixs) =>
      withCreateTokenOwnerRecord(ixs, programId, PROGRAM_VERSION_V3, realm, wallet, mint, payer),
    );
    expectSameInstruction(built[0], record);
  });

  it.each([
    ['the wallet', undefined],
    ['another beneficiary', key()],
  ])('RelinquishVote, rent to %s', async (_, beneficiary) => {
    const ours = relinquishVoteInstruction({
      realm,
      governance: proposal.governance,
      proposal: proposal.address,
      governingTokenMint: mint,
      wallet,
      governanceProgramId: programId,
      ...(beneficiary ? { beneficiary } : {}),
    });
    const voteRecord = PublicKey.findProgramAddressSync(
      [Buffer.from('governance'), proposal.address.toBuffer(), tokenOwnerRecord.toBuffer()],
      programId,
    )[0];
    const reference = await official((ixs) =>
      withRelinquishVote(
        ixs,
        programId,
        PROGRAM_VERSION_V3,
        realm,
        proposal.governance,
        proposal.address,
        tokenOwnerRecord,
        mint,
        voteRecord,
        wallet,
        beneficiary ?? wallet,
      ),
    );
    expectSameInstruction(ours, reference);
  });
});
