import {
  type AccountBytes,
  ByteReader,
  createAddress,
  readBlockTime,
  readSlot,
  sameAddress,
} from '@keel/chain-readers';
import { ChainClockUnavailableError, type GovernanceRpc } from './rpc';

const SYSVAR_OWNER = createAddress('Sysvar1111111111111111111111111111111111111');
const CLOCK_SIZE = 40;
const UNIX_TIMESTAMP_OFFSET = 32;

/** unix_timestamp of the Clock sysvar account, or null when the bytes are not a clock. */
export function clockUnixTimestamp(account: AccountBytes | null): bigint | null {
  if (account === null || !sameAddress(account.owner, SYSVAR_OWNER)) return null;
  if (account.data.byteLength < CLOCK_SIZE) return null;
  return new ByteReader(account.data).i64(UNIX_TIMESTAMP_OFFSET);
}

/**
 * Chain unix time: the clock sysvar read alongside other accounts, else the latest block time.
 */
export async function resolveChainTime(
  rpc: Pick<GovernanceRpc, 'getSlot' | 'getBlockTime'>,
  clockAccount: AccountBytes | null,
): Promise<bigint> {
  const fromClock = clockUnixTimestamp(clockAccount);
  if (fromClock !== null) return fromClock;
  const blockTime = await readBlockTime(rpc, await readSlot(rpc));
  if (blockTime === null || !Number.isSafeInteger(blockTime))
    throw new ChainClockUnavailableError();
  return BigInt(blockTime);
}
