import Decimal from 'decimal.js';
import { array, nullable, optional, withDefault } from '../schema/combinators';
import { enumeration, type Unknown } from '../schema/enums';
import { object } from '../schema/object';
import { boolean, decimal, integer, number, string } from '../schema/primitives';
import { defineSchema, type Schema } from '../schema/schema';

/** ExactIn fixes the amount in; ExactOut the amount out. */
export type SwapMode = 'ExactIn' | 'ExactOut';

/** What a quote is asked for (amounts in the mint's base units). */
export interface SwapQuoteParams {
  inputMint: string;
  outputMint: string;
  /** Base units of the input (ExactIn) or output (ExactOut) mint, as an integer string. */
  amount: string;
  /** The user's slippage in basis points. */
  slippageBps: number;
  swapMode?: SwapMode;
}

/** One hop of a route. */
export interface SwapRouteStep {
  ammKey: string;
  /** The venue's name ('Sandbox Swap', …). */
  label: string;
  inputMint: string;
  outputMint: string;
  inAmount: Decimal;
  outAmount: Decimal;
  feeAmount: Decimal;
  feeMint: string;
  /** Share of the input routed through this hop, in percent. */
  percent: number;
}

/** A quote in the aggregator v6 shape; base-unit amounts as integers in decimal.js. */
export interface SwapQuote {
  inputMint: string;
  outputMint: string;
  inAmount: Decimal;
  outAmount: Decimal;
  /** Minimum out (ExactIn) or maximum in (ExactOut) at the quote's slippage. */
  otherAmountThreshold: Decimal;
  swapMode: SwapMode | Unknown;
  slippageBps: number;
  /** Price impact as a fraction (0.0012 = 0.12%). */
  priceImpact: Decimal;
  routePlan: SwapRouteStep[];
  contextSlot: number;
  /** The answer as received: sent back unchanged to ask for its instructions. */
  raw: unknown;
}

const stepSchema = object({
  swapInfo: object({
    ammKey: string(),
    label: withDefault(string(), () => ''),
    inputMint: string(),
    outputMint: string(),
    inAmount: decimal(),
    outAmount: decimal(),
    feeAmount: withDefault(decimal(), () => new Decimal(0)),
    feeMint: withDefault(string(), () => ''),
  }),
  percent: withDefault(number(), () => 100),
});

const quoteFields = object({
  inputMint: string(),
  outputMint: string(),
  inAmount: decimal(),
  outAmount: decimal(),
  otherAmountThreshold: decimal(),
  swapMode: withDefault(enumeration(['ExactIn', 'ExactOut'] as const), () => 'ExactIn' as const),
  slippageBps: integer(),
  priceImpactPct: decimal(),
  routePlan: array(stepSchema),
  contextSlot: withDefault(integer(), () => 0),
});

export const swapQuoteSchema: Schema<SwapQuote> = defineSchema('a swap quote', (input, path) => {
  const fields = quoteFields.parse(input, path);
  return {
    inputMint: fields.inputMint,
    outputMint: fields.outputMint,
    inAmount: fields.inAmount,
    outAmount: fields.outAmount,
    otherAmountThreshold: fields.otherAmountThreshold,
    swapMode: fields.swapMode,
    slippageBps: fields.slippageBps,
    // The v6 field is named a percent but carries a fraction.
    priceImpact: fields.priceImpactPct,
    routePlan: fields.routePlan.map(({ swapInfo, percent }) => ({ ...swapInfo, percent })),
    contextSlot: fields.contextSlot,
    raw: input,
  };
});

/** An instruction as the swap API sends it: base58 keys, base64 data. */
export interface SwapApiInstruction {
  programId: string;
  accounts: Array<{ pubkey: string; isSigner: boolean; isWritable: boolean }>;
  /** Base64. */
  data: string;
}

/** The instructions that execute a quote for one wallet, in the order they run. */
export interface SwapInstructions {
  computeBudgetInstructions: SwapApiInstruction[];
  /** Set-up: the wallet's token accounts (created idempotently), SOL wrapped. */
  setupInstructions: SwapApiInstruction[];
  swapInstruction: SwapApiInstruction;
  /** SOL unwrapped, when either side is SOL. */
  cleanupInstruction: SwapApiInstruction | null;
  otherInstructions: SwapApiInstruction[];
  addressLookupTableAddresses: string[];
  computeUnitLimit?: number;
}

const instructionSchema = object({
  programId: string(),
  accounts: array(object({ pubkey: string(), isSigner: boolean(), isWritable: boolean() })),
  data: withDefault(string(), () => ''),
});

const instructionList = withDefault(array(instructionSchema), () => []);

export const swapInstructionsSchema: Schema<SwapInstructions> = object({
  computeBudgetInstructions: instructionList,
  setupInstructions: instructionList,
  swapInstruction: instructionSchema,
  cleanupInstruction: withDefault(nullable(instructionSchema), () => null),
  otherInstructions: instructionList,
  addressLookupTableAddresses: withDefault(array(string()), () => []),
  computeUnitLimit: optional(integer()),
});
