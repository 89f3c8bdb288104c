import {
  decodeReserve,
  KLEND_PROGRAM_ID,
  RESERVE_STATUSES,
  type ReserveStatus,
  toPublicKey,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';

/** ReserveConfig starts here in the Reserve account (LAYOUTS.md §2); its fields below are relative. */
const CONFIG = 4856;
const STATUS = CONFIG;
const DEPOSIT_LIMIT = CONFIG + 160;
const BORROW_LIMIT = CONFIG + 168;
const U64_MAX = (1n << 64n) - 1n;

/** What a test may change of a reserve's configuration, as the market owner would. */
export interface ReserveConfigChange {
  status?: ReserveStatus;
  /** Raw liquidity units. */
  depositLimit?: bigint;
  borrowLimit?: bigint;
}

export class ReserveControlError extends Error {
  override readonly name = 'ReserveControlError';
}

/**
 * Rewrites a reserve's status and caps in place (the bytes the program's update_reserve_config
 * would write), leaving every other byte as it was. Returns the decoded configuration after.
 */
export function configureReserve(ledger: Ledger, address: PublicKey, change: ReserveConfigChange) {
  const account = ledger.readAccount(address);
  if (account === null || !account.owner.equals(toPublicKey(KLEND_PROGRAM_ID))) {
    throw new ReserveControlError(`${address.toBase58()} is not a klend reserve`);
  }
  try {
    decodeReserve(address, account);
  } catch {
    throw new ReserveControlError(`${address.toBase58()} is not a klend reserve`);
  }
  const data = Buffer.from(account.data);
  if (change.status !== undefined) data.writeUInt8(RESERVE_STATUSES.indexOf(change.status), STATUS);
  for (const [offset, value] of [
    [DEPOSIT_LIMIT, change.depositLimit],
    [BORROW_LIMIT, change.borrowLimit],
  ] as const) {
    if (value === undefined) continue;
    if (value < 0n || value > U64_MAX) throw new ReserveControlError('limits must fit in a u64');
    data.writeBigUInt64LE(value, offset);
  }
  ledger.writeAccount(address, { ...account, data: new Uint8Array(data) });
  const { config } = decodeReserve(address, { ...account, data: new Uint8Array(data) });
  return {
    status: config.status,
    depositLimit: config.depositLimit,
    borrowLimit: config.borrowLimit,
  };
}

export function parseReserveStatus(value: unknown): ReserveStatus {
  const found = RESERVE_STATUSES.find((status) => status === value);
  if (found === undefined) {
    throw new ReserveControlError(`status must be one of ${RESERVE_STATUSES.join(', ')}`);
  }
  return found;
}
