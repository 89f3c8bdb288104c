import type { Address } from '../address/address';
import type { AccountBytes } from '../layouts/accountBytes';
import { decodeMeteoraBinArray } from '../layouts/kliquidity/meteoraBinArray';
import { decodeWhirlpoolStrategy } from '../layouts/kliquidity/whirlpoolStrategy';
import { KLIQUIDITY_PROGRAM_ID } from '../programIds';
import type { ChainRpc } from './chainRpc';
import { readMultipleAccounts } from './multipleAccounts';
import { decodeDexAccounts, meteoraBinArrayAddresses } from './strategyDexAccounts';

/** One account of a strategy as read: its bytes, and what its layout makes of them. */
export interface DebugAccount {
  /** What it is to the strategy: 'Strategy', 'Pool', 'Position', 'Bin array'. */
  role: string;
  address: Address;
  /** Null when no account exists at the address. */
  owner: Address | null;
  data: Uint8Array | null;
  /** The decoded account; undefined when absent or when the bytes did not decode. */
  decoded: unknown;
  /** Why the bytes did not decode. */
  error: string | null;
}

function decodeWith(
  role: string,
  address: Address,
  account: AccountBytes | null,
  decode: () => unknown,
): DebugAccount {
  const base = {
    role,
    address,
    owner: account?.owner ?? null,
    data: account?.data ?? null,
  };
  if (account === null) return { ...base, decoded: undefined, error: null };
  try {
    return { ...base, decoded: decode(), error: null };
  } catch (error) {
    return { ...base, decoded: undefined, error: (error as Error).message };
  }
}

/**
 * A strategy's accounts for its debug view, raw and decoded: the strategy, then its DEX pool and
 * position by the strategy's exchange, then (DLMM) the position's bin arrays. A decode failure is
 * reported on its account, not thrown, so the raw bytes still show.
 */
export async function readStrategyDebugAccounts(
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>,
  address: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): Promise<DebugAccount[]> {
  const [raw] = await readMultipleAccounts(rpc, [address]);
  const strategyAccount = decodeWith('Strategy', address, raw ?? null, () =>
    decodeWhirlpoolStrategy(address, raw as AccountBytes, { programId }),
  );
  const strategy = strategyAccount.decoded as
    | ReturnType<typeof decodeWhirlpoolStrategy>
    | undefined;
  if (strategy === undefined) return [strategyAccount];
  const [pool, position] = await readMultipleAccounts(rpc, [strategy.pool, strategy.position]);
  let dex: ReturnType<typeof decodeDexAccounts> | undefined;
  let dexError: string | null = null;
  try {
    dex = decodeDexAccounts(strategy, pool ?? null, position ?? null);
  } catch (error) {
    dexError = (error as Error).message;
  }
  const accounts = [
    strategyAccount,
    decodeWith('Pool', strategy.pool, pool ?? null, () => {
      if (dexError !== null) throw new Error(dexError);
      return dex?.pool;
    }),
    decodeWith('Position', strategy.position, position ?? null, () => {
      if (dexError !== null) throw new Error(dexError);
      return dex?.position;
    }),
  ];
  if (dex?.dex !== 'METEORA') return accounts;
  const binAddresses = meteoraBinArrayAddresses(dex);
  const bins = await readMultipleAccounts(rpc, binAddresses);
  return [
    ...accounts,
    ...binAddresses.map((key, i) => {
      const bytes = bins[i] ?? null;
      return decodeWith('Bin array', key, bytes, () =>
        decodeMeteoraBinArray(key, bytes as AccountBytes),
      );
    }),
  ];
}
