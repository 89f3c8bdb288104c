import {
  type Address,
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  unwrapSolInstruction,
  wrapSolInstructions,
} from '@keel/chain-readers';
import { SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { ORDER_SIZE } from '../accounts/order';
import {
  closeOrderInstruction,
  createOrderInstruction,
  initializeVaultInstruction,
  type OrderMints,
} from '../instructions/orderInstructions';
import { LIMIT_ORDER_PROGRAM_ID } from '../programId';

/** Rent-exempt lamports of an order account (2 years of rent on 128 + ORDER_SIZE bytes). */
export const ORDER_RENT_LAMPORTS = BigInt((128 + ORDER_SIZE) * 3480 * 2);

const isWrappedSol = (mint: Address) =>
  mint.toBase58() === 'So11111111111111111111111111111111111111112';

export interface PlaceOrderInput extends OrderMints {
  maker: Address;
  /** The new order account's address (its keypair signs the transaction). */
  order: Address;
  inputAmount: bigint;
  outputAmount: bigint;
  globalConfig?: Address;
  programId?: Address;
  /**
   * The config has no escrow of the input mint yet: initialize_vault goes first, as limo-sdk's
   * createOrderGenericIx adds it when the vault account does not exist.
   */
  initializeVault?: boolean;
}

/**
 * Everything a maker's transaction holds to place an order: the order account (created for the
 * program), SOL wrapped when SOL is sold, the maker's output account when it lacks one (the
 * taker pays into it), then create_order.
 */
export function placeOrderInstructions(input: PlaceOrderInput): TransactionInstruction[] {
  const programId = input.programId ?? LIMIT_ORDER_PROGRAM_ID;
  const inputTokenProgram = input.inputTokenProgram ?? TOKEN_PROGRAM_ID;
  const outputTokenProgram = input.outputTokenProgram ?? TOKEN_PROGRAM_ID;
  const instructions: TransactionInstruction[] = [];
  if (input.initializeVault === true) {
    instructions.push(
      initializeVaultInstruction({
        payer: input.maker,
        mint: input.inputMint,
        tokenProgram: inputTokenProgram,
        globalConfig: input.globalConfig,
        programId,
      }),
    );
  }
  instructions.push(
    SystemProgram.createAccount({
      fromPubkey: toPublicKey(input.maker),
      newAccountPubkey: toPublicKey(input.order),
      lamports: Number(ORDER_RENT_LAMPORTS),
      space: ORDER_SIZE,
      programId: toPublicKey(programId),
    }),
  );
  if (isWrappedSol(input.inputMint)) {
    const account = associatedTokenAddress(input.maker, input.inputMint, inputTokenProgram).address;
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction({
        payer: input.maker,
        owner: input.maker,
        mint: input.inputMint,
        tokenProgramId: inputTokenProgram,
      }),
      ...wrapSolInstructions({
        owner: input.maker,
        account,
        lamports: input.inputAmount,
        tokenProgramId: inputTokenProgram,
      }),
    );
  }
  if (!isWrappedSol(input.outputMint)) {
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction({
        payer: input.maker,
        owner: input.maker,
        mint: input.outputMint,
        tokenProgramId: outputTokenProgram,
      }),
    );
  }
  instructions.push(
    createOrderInstruction({
      maker: input.maker,
      order: input.order,
      inputMint: input.inputMint,
      outputMint: input.outputMint,
      inputAmount: input.inputAmount,
      outputAmount: input.outputAmount,
      inputTokenProgram,
      outputTokenProgram,
      globalConfig: input.globalConfig,
      programId,
    }),
  );
  return instructions;
}

/**
 * A maker's cancel: the input account re-created if it was closed, close_order_and_claim_tip,
 * then wrapped SOL unwrapped when SOL was sold.
 */
export function cancelOrderInstructions(
  input: OrderMints & {
    maker: Address;
    order: Address;
    globalConfig?: Address;
    programId?: Address;
  },
): TransactionInstruction[] {
  const inputTokenProgram = input.inputTokenProgram ?? TOKEN_PROGRAM_ID;
  const instructions = [
    createAssociatedTokenAccountIdempotentInstruction({
      payer: input.maker,
      owner: input.maker,
      mint: input.inputMint,
      tokenProgramId: inputTokenProgram,
    }),
    closeOrderInstruction({ ...input, inputTokenProgram }),
  ];
  if (isWrappedSol(input.inputMint)) {
    instructions.push(
      unwrapSolInstruction({
        owner: input.maker,
        account: associatedTokenAddress(input.maker, input.inputMint, inputTokenProgram).address,
        tokenProgramId: inputTokenProgram,
      }),
    );
  }
  return instructions;
}
