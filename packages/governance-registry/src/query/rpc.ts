import type { ChainRpc } from '@keel/chain-readers';

/**
 * The Connection methods the governance readers call (a subset of the chain readers' `ChainRpc`).
 * A web3.js `Connection` satisfies it; tests pass an in-memory fake. Connections are always
 * passed in, never created here.
 */
export type GovernanceRpc = Pick<ChainRpc, GovernanceRpcMethod>;

export type GovernanceRpcMethod =
  | 'getMultipleAccountsInfo'
  | 'getProgramAccounts'
  | 'getSlot'
  | 'getBlockTime';

/** Thrown when neither the clock sysvar nor the block time gives the chain time. */
export class ChainClockUnavailableError extends Error {
  override readonly name = 'ChainClockUnavailableError';
  constructor() {
    super('The chain time is not available');
  }
}
