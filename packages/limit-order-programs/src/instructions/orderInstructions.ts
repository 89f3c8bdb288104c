import {
  type Address,
  accountMetas,
  associatedTokenAddress,
  createAddress,
  findProgramAddress,
  SYSTEM_PROGRAM_ID,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  u64Bytes,
} from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { ORDER_TYPE } from '../accounts/order';
import {
  limitOrderEventAuthority,
  limitOrderIntermediaryAccount,
  limitOrderPdaAuthority,
  limitOrderVaultAddress,
} from '../pda';
import { LIMIT_ORDER_GLOBAL_CONFIG, LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS } from './discriminators';

const SYSVAR_INSTRUCTIONS = createAddress('Sysvar1nstructions1111111111111111111111111');
const SYSVAR_RENT = createAddress('SysvarRent111111111111111111111111111111111');
/** The wrapped-SOL mint: output in it reaches the maker as SOL through the intermediary. */
const WRAPPED_SOL_MINT = createAddress('So11111111111111111111111111111111111111112');

/** The two mints of an order and their token programs (classic token program by default). */
export interface OrderMints {
  inputMint: Address;
  outputMint: Address;
  inputTokenProgram?: Address;
  outputTokenProgram?: Address;
}

interface Deployment {
  globalConfig?: Address;
  programId?: Address;
}

function deployment(input: Deployment) {
  const programId = input.programId ?? LIMIT_ORDER_PROGRAM_ID;
  const globalConfig = input.globalConfig ?? LIMIT_ORDER_GLOBAL_CONFIG;
  return {
    programId,
    globalConfig,
    pdaAuthority: limitOrderPdaAuthority(globalConfig, programId).address,
    eventAuthority: limitOrderEventAuthority(programId).address,
  };
}

const programs = (mints: OrderMints) => ({
  input: mints.inputTokenProgram ?? TOKEN_PROGRAM_ID,
  output: mints.outputTokenProgram ?? TOKEN_PROGRAM_ID,
});

export interface InitializeVaultInput extends Deployment {
  payer: Address;
  mint: Address;
  tokenProgram?: Address;
}

/**
 * initialize_vault(): creates the config's escrow of `mint` (create_order needs it; the program
 * does not create it there). Accounts: payer (ws), global config (w), PDA authority, mint, vault
 * (w), token program, system program.
 */
export function initializeVaultInstruction(input: InitializeVaultInput): TransactionInstruction {
  const d = deployment(input);
  const tokenProgram = input.tokenProgram ?? TOKEN_PROGRAM_ID;
  return new TransactionInstruction({
    programId: toPublicKey(d.programId),
    keys: accountMetas([
      [input.payer, 'ws'],
      [d.globalConfig, 'w'],
      [d.pdaAuthority, 'r'],
      [input.mint, 'r'],
      [limitOrderVaultAddress(d.globalConfig, input.mint, d.programId).address, 'w'],
      [tokenProgram, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
    ]),
    data: Buffer.from(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.initializeVault),
  });
}

export interface CreateOrderInput extends OrderMints, Deployment {
  maker: Address;
  /** A fresh account of ORDER_SIZE owned by the program (created just before, signed by its key). */
  order: Address;
  /** Raw input escrowed. */
  inputAmount: bigint;
  /** Raw output asked for the whole input. */
  outputAmount: bigint;
  orderType?: number;
}

/**
 * create_order(input_amount, output_amount, order_type): writes the order and moves the input from
 * the maker's associated account of the input mint into the config's escrow of that mint.
 * Accounts: maker (ws), global config (w), PDA authority, order (w), input mint, output mint,
 * maker ATA (w), input vault (w), input and output token programs, system program, event
 * authority, program.
 */
export function createOrderInstruction(input: CreateOrderInput): TransactionInstruction {
  const d = deployment(input);
  const tokenPrograms = programs(input);
  const orderType = input.orderType ?? ORDER_TYPE.bid;
  return new TransactionInstruction({
    programId: toPublicKey(d.programId),
    keys: accountMetas([
      [input.maker, 'ws'],
      [d.globalConfig, 'w'],
      [d.pdaAuthority, 'r'],
      [input.order, 'w'],
      [input.inputMint, 'r'],
      [input.outputMint, 'r'],
      [associatedTokenAddress(input.maker, input.inputMint, tokenPrograms.input).address, 'w'],
      [limitOrderVaultAddress(d.globalConfig, input.inputMint, d.programId).address, 'w'],
      [tokenPrograms.input, 'r'],
      [tokenPrograms.output, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [d.eventAuthority, 'r'],
      [d.programId, 'r'],
    ]),
    data: Buffer.concat([
      LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.createOrder,
      u64Bytes(input.inputAmount, 'inputAmount'),
      u64Bytes(input.outputAmount, 'outputAmount'),
      Uint8Array.of(orderType),
    ]),
  });
}

export interface CloseOrderInput extends OrderMints, Deployment {
  maker: Address;
  order: Address;
}

/**
 * close_order_and_claim_tip(): returns what is left of the input to the maker's ATA, pays the
 * maker's tips and closes the order (its rent and deposit back to the maker). Accounts: maker
 * (ws), order (w), global config (w), PDA authority (w), input mint, output mint, maker input ATA
 * (w), input vault (w), input token program, system program, event authority, program.
 */
export function closeOrderInstruction(input: CloseOrderInput): TransactionInstruction {
  const d = deployment(input);
  const tokenPrograms = programs(input);
  return new TransactionInstruction({
    programId: toPublicKey(d.programId),
    keys: accountMetas([
      [input.maker, 'ws'],
      [input.order, 'w'],
      [d.globalConfig, 'w'],
      [d.pdaAuthority, 'w'],
      [input.inputMint, 'r'],
      [input.outputMint, 'r'],
      [associatedTokenAddress(input.maker, input.inputMint, tokenPrograms.input).address, 'w'],
      [limitOrderVaultAddress(d.globalConfig, input.inputMint, d.programId).address, 'w'],
      [tokenPrograms.input, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [d.eventAuthority, 'r'],
      [d.programId, 'r'],
    ]),
    data: Buffer.from(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.closeOrderAndClaimTip),
  });
}

export interface TakeOrderInput extends OrderMints, Deployment {
  taker: Address;
  maker: Address;
  order: Address;
  /** Raw input taken from the escrow. */
  inputAmount: bigint;
  /** Raw output the taker pays at least (the order's price for `inputAmount`). */
  minOutputAmount: bigint;
  /**
   * Taken without Express Relay's permission (the order must be permissionless); otherwise the
   * order itself is the permission, as limo-sdk's takeOrderIx does by default.
   */
  permissionless?: boolean;
  tipAmountPermissionlessTaking?: bigint;
}

/** Express Relay (Pyth's PER), whose auction grants the permission to take an order. */
export const EXPRESS_RELAY_PROGRAM_ID = createAddress(
  'PytERJFhAKuNNuaiXkApLfWzwNwSNDACpigT3LwQfou',
);

/**
 * take_order(input_amount, min_output_amount, tip_amount_permissionless_taking): the taker
 * receives input from the escrow and pays the order's price in output to the maker. The Express
 * Relay accounts are passed (its metadata and the PDA authority's config router); the optional
 * accounts not used (the permission when permissionless, the intermediary or the maker's output
 * account, the KRFQ route's) are passed as the program id, Anchor's "none". Accounts in the
 * IDL's order (25).
 */
export function takeOrderInstruction(input: TakeOrderInput): TransactionInstruction {
  const d = deployment(input);
  const tokenPrograms = programs(input);
  const none = d.programId;
  const outputIsSol = sameAddress(input.outputMint, WRAPPED_SOL_MINT);
  const relay = EXPRESS_RELAY_PROGRAM_ID;
  return new TransactionInstruction({
    programId: toPublicKey(d.programId),
    keys: accountMetas([
      [input.taker, 'ws'],
      [input.maker, 'w'],
      [d.globalConfig, 'w'],
      [d.pdaAuthority, 'w'],
      [input.order, 'w'],
      [input.inputMint, 'r'],
      [input.outputMint, 'r'],
      [limitOrderVaultAddress(d.globalConfig, input.inputMint, d.programId).address, 'w'],
      [associatedTokenAddress(input.taker, input.inputMint, tokenPrograms.input).address, 'w'],
      [associatedTokenAddress(input.taker, input.outputMint, tokenPrograms.output).address, 'w'],
      // An absent optional account is the program id, read-only (Codama's "programId" default).
      outputIsSol
        ? [limitOrderIntermediaryAccount(input.order, d.programId).address, 'w']
        : [none, 'r'],
      outputIsSol
        ? [none, 'r']
        : [
            associatedTokenAddress(input.maker, input.outputMint, tokenPrograms.output).address,
            'w',
          ],
      [relay, 'r'],
      [findProgramAddress(['metadata'], relay).address, 'r'],
      [SYSVAR_INSTRUCTIONS, 'r'],
      [input.permissionless === true ? none : input.order, 'r'],
      [findProgramAddress(['config_router', d.pdaAuthority], relay).address, 'r'],
      [none, 'r'], // KRFQ program
      [none, 'r'], // KRFQ metadata
      [tokenPrograms.input, 'r'],
      [tokenPrograms.output, 'r'],
      [SYSVAR_RENT, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [d.eventAuthority, 'r'],
      [d.programId, 'r'],
    ]),
    data: Buffer.concat([
      LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.takeOrder,
      u64Bytes(input.inputAmount, 'inputAmount'),
      u64Bytes(input.minOutputAmount, 'minOutputAmount'),
      u64Bytes(input.tipAmountPermissionlessTaking ?? 0n, 'tipAmountPermissionlessTaking'),
    ]),
  });
}
