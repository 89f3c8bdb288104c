import { type Address, KLIQUIDITY_PROGRAM_ID } from '@keel/chain-readers';
import { LIQUIDITY_ERROR_MESSAGES } from './liquidityErrorMessages';

/** What the app's program error registry offers (structurally: no dependency on its package). */
export interface LiquidityErrorSink {
  register(programId: Address, messages: Readonly<Record<number, string>>): void;
}

/** Registers the strategy program's error copy for its deployment (mainnet by default). */
export function registerLiquidityProgramErrors(
  registry: LiquidityErrorSink,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): void {
  registry.register(programId, LIQUIDITY_ERROR_MESSAGES);
}
