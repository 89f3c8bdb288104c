import {
  type Address,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  accountMeta,
  associatedTokenAddress,
  enumIndex,
  instructionData,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { SYSVAR_RENT_PUBKEY, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { BorshWriter } from '../borsh/BorshWriter';
import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import { VSR_PROGRAM_ID } from '../programIds';
import { LOCKUP_KINDS, type LockupKind } from '../vsr/lockup';
import { voterAddress, voterVaultAddress } from '../vsr/pda';
import { type RegistrarData, votingMintIndex } from '../vsr/registrar';
import { firstFreeDepositEntryIndex, type VoterData } from '../vsr/voter';
import { VSR_INSTRUCTION_DISCRIMINATORS } from './discriminators';
import { createVoterInstruction } from './voter';

interface MintInput {
  registrar: Address;
  voterAuthority: Address;
  depositMint: Address;
  programId?: Address;
  tokenProgramId?: Address;
}

/**
 * create_deposit_entry: opens deposit slot `depositEntryIndex` with a lockup of `periods`
 * periods of `kind`, starting at `startTs` (registrar clock) or now when omitted. Creates the
 * voter's vault for the mint if needed.
 */
export function createDepositEntryInstruction(
  input: MintInput & {
    depositEntryIndex: number;
    kind: LockupKind;
    periods: number;
    startTs?: bigint | null;
    allowClawback?: boolean;
    payer?: Address;
  },
): TransactionInstruction {
  const programId = input.programId ?? VSR_PROGRAM_ID;
  const tokenProgramId = input.tokenProgramId ?? TOKEN_PROGRAM_ID;
  const voter = voterAddress(input.registrar, input.voterAuthority, programId).address;
  const data = new BorshWriter();
  data
    .bytes(VSR_INSTRUCTION_DISCRIMINATORS.createDepositEntry)
    .u8(input.depositEntryIndex)
    .u8(enumIndex(LOCKUP_KINDS, input.kind, 'kind'))
    .option(input.startTs ?? null, (startTs) => data.u64(startTs))
    .u32(input.periods)
    .bool(input.allowClawback ?? false);
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      accountMeta(input.registrar, 'r'),
      accountMeta(voter, 'w'),
      accountMeta(voterVaultAddress(voter, input.depositMint, tokenProgramId), 'w'),
      accountMeta(input.voterAuthority, 's'),
      accountMeta(input.payer ?? input.voterAuthority, 'ws'),
      accountMeta(input.depositMint, 'r'),
      accountMeta(SystemProgram.programId, 'r'),
      accountMeta(tokenProgramId, 'r'),
      accountMeta(ASSOCIATED_TOKEN_PROGRAM_ID, 'r'),
      accountMeta(SYSVAR_RENT_PUBKEY, 'r'),
    ],
    data: instructionData(data.toBytes()),
  });
}

/**
 * deposit: moves `amountNative` from `depositToken` (default: the wallet's associated token
 * account) into the voter's vault, under the lockup of the entry.
 */
export function depositInstruction(
  input: MintInput & {
    depositEntryIndex: number;
    amountNative: bigint;
    depositToken?: Address;
    depositAuthority?: Address;
  },
): TransactionInstruction {
  const programId = input.programId ?? VSR_PROGRAM_ID;
  const tokenProgramId = input.tokenProgramId ?? TOKEN_PROGRAM_ID;
  const voter = voterAddress(input.registrar, input.voterAuthority, programId).address;
  const depositAuthority = input.depositAuthority ?? input.voterAuthority;
  const depositToken =
    input.depositToken ??
    associatedTokenAddress(depositAuthority, input.depositMint, tokenProgramId).address;
  const data = new BorshWriter()
    .bytes(VSR_INSTRUCTION_DISCRIMINATORS.deposit)
    .u8(input.depositEntryIndex)
    .u64(input.amountNative);
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      accountMeta(input.registrar, 'r'),
      accountMeta(voter, 'w'),
      accountMeta(voterVaultAddress(voter, input.depositMint, tokenProgramId), 'w'),
      accountMeta(depositToken, 'w'),
      accountMeta(depositAuthority, 's'),
      accountMeta(tokenProgramId, 'r'),
    ],
    data: instructionData(data.toBytes()),
  });
}

export interface DepositWithLockupInput {
  registrar: Pick<RegistrarData, 'votingMints'> & { address: Address };
  /** The wallet's voter, or null when it has none yet (create_voter is added). */
  voter: Pick<VoterData, 'deposits'> | null;
  wallet: Address;
  mint: Address;
  amountNative: bigint;
  kind: LockupKind;
  periods: number;
  startTs?: bigint | null;
  payer?: Address;
  depositToken?: Address;
  programId?: Address;
  tokenProgramId?: Address;
}

/**
 * Stake with a lockup: [create_voter if needed,] create_deposit_entry in the first free slot,
 * deposit. Refuses a mint the registrar does not know (6002) and a full voter (6004).
 */
export function depositWithLockupInstructions(input: DepositWithLockupInput): {
  instructions: TransactionInstruction[];
  depositEntryIndex: number;
} {
  if (votingMintIndex(input.registrar, input.mint) === -1) {
    throw new RegistrarRuleError('VotingMintNotFound', input.mint.toBase58());
  }
  const depositEntryIndex = firstFreeDepositEntryIndex(input.voter);
  if (depositEntryIndex === null) {
    throw new RegistrarRuleError('DepositEntryFull', 'all 32 deposit entries are used');
  }
  const common = {
    registrar: input.registrar.address,
    voterAuthority: input.wallet,
    depositMint: input.mint,
    ...(input.programId ? { programId: input.programId } : {}),
    ...(input.tokenProgramId ? { tokenProgramId: input.tokenProgramId } : {}),
  };
  const instructions: TransactionInstruction[] = [];
  if (input.voter === null) {
    instructions.push(
      createVoterInstruction({
        registrar: common.registrar,
        voterAuthority: input.wallet,
        ...(input.payer ? { payer: input.payer } : {}),
        ...(input.programId ? { programId: input.programId } : {}),
      }),
    );
  }
  instructions.push(
    createDepositEntryInstruction({
      ...common,
      depositEntryIndex,
      kind: input.kind,
      periods: input.periods,
      startTs: input.startTs ?? null,
      ...(input.payer ? { payer: input.payer } : {}),
    }),
    depositInstruction({
      ...common,
      depositEntryIndex,
      amountNative: input.amountNative,
      ...(input.depositToken ? { depositToken: input.depositToken } : {}),
    }),
  );
  return { instructions, depositEntryIndex };
}
