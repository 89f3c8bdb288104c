import { type Address, sameAddress } from '../address/address';
import { ReserveNotFoundError } from '../errors/chainErrors';
import { decodeLendingMarket, type LendingMarket } from '../layouts/klend/lendingMarket';
import { decodeObligation, OBLIGATION_SIZE, type Obligation } from '../layouts/klend/obligation';
import { decodeReserve, RESERVE_SIZE, type Reserve } from '../layouts/klend/reserve';
import { decodeUserMetadata, type UserMetadata } from '../layouts/klend/userMetadata';
import { userMetadataPda } from '../pda/klend';
import { KLEND_PROGRAM_ID } from '../programIds';
import type { ChainRpc } from './chainRpc';
import { AccountNotFoundError } from './errors';
import {
  type BatchReadOptions,
  readDecodedAccounts,
  readMultipleAccounts,
} from './multipleAccounts';
import { mapInSlices } from './slices';

/** Memcmp offsets of LAYOUTS §2.6 used to filter program accounts. */
const RESERVE_MARKET_OFFSET = 32;
const OBLIGATION_MARKET_OFFSET = 32;
const OBLIGATION_OWNER_OFFSET = 64;

export interface KlendReadOptions extends BatchReadOptions {
  /** Another klend deployment (e.g. devnet). */
  programId?: Address;
}

/** A market with its reserves, as the lending screens need it. */
export interface LendingMarketState {
  market: LendingMarket;
  reserves: Reserve[];
}

type LendingRpc = Pick<ChainRpc, 'getMultipleAccountsInfo' | 'getProgramAccounts'>;

/**
 * A lending market and its reserves. With `reserves` given (e.g. from the market config) market
 * and reserves come from batched getMultipleAccounts (one request per 100 accounts); otherwise
 * one getProgramAccounts filtered by size and market finds the reserves, sent together with the
 * market's read.
 */
export async function readLendingMarket(
  rpc: LendingRpc,
  market: Address,
  options: KlendReadOptions & { reserves?: readonly Address[] } = {},
): Promise<LendingMarketState> {
  const decodeOptions = { programId: options.programId ?? KLEND_PROGRAM_ID };
  if (options.reserves === undefined) {
    // The reserves' filter needs only the market's address, so both reads go out together
    // rather than one after the other.
    const [[account], reserves] = await Promise.all([
      readMultipleAccounts(rpc, [market], options),
      readMarketReserves(rpc, market, options),
    ]);
    if (!account) throw new AccountNotFoundError(market.toBase58(), 'LendingMarket');
    return { market: decodeLendingMarket(market, account, decodeOptions), reserves };
  }
  const reserveAddresses = options.reserves;
  const [marketAccount, ...reserveAccounts] = await readMultipleAccounts(
    rpc,
    [market, ...reserveAddresses],
    options,
  );
  if (!marketAccount) throw new AccountNotFoundError(market.toBase58(), 'LendingMarket');
  const decodedMarket = decodeLendingMarket(market, marketAccount, decodeOptions);
  const reserves = await mapInSlices(reserveAccounts, (account, i) => {
    const address = reserveAddresses[i] as Address;
    if (!account) throw new ReserveNotFoundError(address.toBase58());
    const reserve = decodeReserve(address, account, decodeOptions);
    if (!sameAddress(reserve.lendingMarket, market)) {
      throw new Error(
        `Reserve ${address.toBase58()} belongs to market ${reserve.lendingMarket.toBase58()}, not ${market.toBase58()}`,
      );
    }
    return reserve;
  });
  return { market: decodedMarket, reserves };
}

/** Every reserve of a market: getProgramAccounts(dataSize 8624, memcmp 32 = market). */
export async function readMarketReserves(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  market: Address,
  options: KlendReadOptions = {},
): Promise<Reserve[]> {
  const programId = options.programId ?? KLEND_PROGRAM_ID;
  const accounts = await rpc.getProgramAccounts(programId, {
    commitment: options.commitment,
    filters: [
      { dataSize: RESERVE_SIZE },
      { memcmp: { offset: RESERVE_MARKET_OFFSET, bytes: market.toBase58() } },
    ],
  });
  return mapInSlices(accounts, ({ pubkey, account }) =>
    decodeReserve(pubkey, account, { programId }),
  );
}

/** The reserve with this address, or 'Reserve {address} is not found'. */
export function findReserve(state: LendingMarketState, address: Address): Reserve {
  const reserve = state.reserves.find((candidate) => sameAddress(candidate.address, address));
  if (!reserve) throw new ReserveNotFoundError(address.toBase58());
  return reserve;
}

/** A wallet's obligations in a market: dataSize 3344, memcmp 32 = market, 64 = owner. */
export function readObligationsByOwner(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  market: Address,
  owner: Address,
  options: KlendReadOptions = {},
): Promise<Obligation[]> {
  return queryMarketObligations(rpc, market, options, [
    { memcmp: { offset: OBLIGATION_OWNER_OFFSET, bytes: owner.toBase58() } },
  ]);
}

/**
 * Every obligation of a market, whoever owns it (the liquidation view): one getProgramAccounts
 * filtered by dataSize 3344 and memcmp 32 = market.
 */
export function readMarketObligations(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  market: Address,
  options: KlendReadOptions = {},
): Promise<Obligation[]> {
  return queryMarketObligations(rpc, market, options, []);
}

async function queryMarketObligations(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  market: Address,
  options: KlendReadOptions,
  extraFilters: readonly { memcmp: { offset: number; bytes: string } }[],
): Promise<Obligation[]> {
  const programId = options.programId ?? KLEND_PROGRAM_ID;
  const accounts = await rpc.getProgramAccounts(programId, {
    commitment: options.commitment,
    filters: [
      { dataSize: OBLIGATION_SIZE },
      { memcmp: { offset: OBLIGATION_MARKET_OFFSET, bytes: market.toBase58() } },
      ...extraFilters,
    ],
  });
  return accounts.map(({ pubkey, account }) => decodeObligation(pubkey, account, { programId }));
}

/** Obligations at known addresses (e.g. PDAs), null where none exists. */
export async function readObligations(
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>,
  addresses: readonly Address[],
  options: KlendReadOptions = {},
): Promise<(Obligation | null)[]> {
  const programId = options.programId ?? KLEND_PROGRAM_ID;
  return readDecodedAccounts(
    rpc,
    addresses,
    (address, account) => decodeObligation(address, account, { programId }),
    options,
  );
}

/** The wallet's klend user metadata (its PDA), null before the first obligation. */
export async function readUserMetadata(
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>,
  owner: Address,
  options: KlendReadOptions = {},
): Promise<UserMetadata | null> {
  const programId = options.programId ?? KLEND_PROGRAM_ID;
  const { address } = userMetadataPda(owner, programId);
  const [metadata] = await readDecodedAccounts(
    rpc,
    [address],
    (key, account) => decodeUserMetadata(key, account, { programId }),
    options,
  );
  return metadata ?? null;
}
