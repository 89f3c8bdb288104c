import {
  AccountNotFoundError,
  type Address,
  type ChainRpc,
  createAddress,
  decodeLendingMarket,
  decodeReserve,
  KLEND_PROGRAM_ID,
  type LendingMarketState,
  RESERVE_SIZE,
  type Reserve,
  readMultipleAccounts,
} from '@keel/chain-readers';

/** Where a reserve names its lending market (LAYOUTS §2.6). */
const RESERVE_MARKET_OFFSET = 32;

type MarketsRpc = Pick<ChainRpc, 'getMultipleAccountsInfo' | 'getProgramAccounts'>;

/**
 * Several lending markets with their reserves in two requests, whatever their number: one
 * getProgramAccounts lists the program's reserves with only the 32 bytes naming their market
 * (dataSlice), then one getMultipleAccounts (per 100 accounts) reads the markets and the reserves
 * of these markets — the bytes of the per-market reads, not those of every market of the program.
 * Each market gets its state as readLendingMarket would give it, or the error its own read would
 * have failed with (a missing market, a reserve that does not decode).
 */
export async function readMarketsTogether(
  rpc: MarketsRpc,
  addresses: readonly string[],
  programId: Address = KLEND_PROGRAM_ID,
): Promise<Map<string, LendingMarketState | Error>> {
  const wanted = new Set(addresses);
  const listing = await rpc.getProgramAccounts(programId, {
    filters: [{ dataSize: RESERVE_SIZE }],
    dataSlice: { offset: RESERVE_MARKET_OFFSET, length: 32 },
  });
  const listed = listing.flatMap(({ pubkey, account }) => {
    // A node that ignores dataSlice answers whole accounts: the market is then read in place.
    const { data } = account;
    const bytes =
      data.length === 32 ? data : data.subarray(RESERVE_MARKET_OFFSET, RESERVE_MARKET_OFFSET + 32);
    if (bytes.length !== 32) return [];
    const market = createAddress(bytes).toBase58();
    return wanted.has(market) ? [{ address: pubkey, market }] : [];
  });
  const keys = addresses.map((address) => createAddress(address));
  const accounts = await readMultipleAccounts(rpc, [
    ...keys,
    ...listed.map((reserve) => reserve.address),
  ]);
  const reserves = new Map<string, Reserve[]>();
  const failures = new Map<string, Error>();
  listed.forEach(({ address, market }, index) => {
    const account = accounts[keys.length + index];
    // Closed since the listing: the per-market read would not have listed it either.
    if (!account) return;
    try {
      const reserve = decodeReserve(address, account, { programId });
      reserves.set(market, [...(reserves.get(market) ?? []), reserve]);
    } catch (error) {
      if (!failures.has(market)) failures.set(market, error as Error);
    }
  });
  const states = new Map<string, LendingMarketState | Error>();
  keys.forEach((key, index) => {
    const address = addresses[index] as string;
    const account = accounts[index];
    const failure = failures.get(address);
    if (failure) states.set(address, failure);
    else if (!account) states.set(address, new AccountNotFoundError(address, 'LendingMarket'));
    else {
      try {
        const market = decodeLendingMarket(key, account, { programId });
        states.set(address, { market, reserves: reserves.get(address) ?? [] });
      } catch (error) {
        states.set(address, error as Error);
      }
    }
  });
  return states;
}
