import type { Address } from '../address/address';

type AddressOrText = Address | string;
const text = (address: AddressOrText): string =>
  typeof address === 'string' ? address : address.toBase58();

/**
 * Hierarchical query keys for chain data: ['chain', endpoint, domain, ...inputs]. Every input a
 * query depends on is in its key; wallet data sits under ['chain', endpoint, 'wallet', wallet]
 * so a transaction can invalidate one wallet's data by prefix, and its balances under
 * [..., 'balances'] so a log event can refresh just those.
 */
export const chainKeys = {
  all: (endpoint: string) => ['chain', endpoint] as const,
  slot: (endpoint: string) => ['chain', endpoint, 'slot'] as const,
  blockTime: (endpoint: string) => ['chain', endpoint, 'blockTime'] as const,
  slotDuration: (endpoint: string, overrideMs: number | null) =>
    ['chain', endpoint, 'slotDuration', overrideMs] as const,
  wallet: (endpoint: string, wallet: AddressOrText | null) =>
    ['chain', endpoint, 'wallet', wallet === null ? null : text(wallet)] as const,
  balances: (endpoint: string, wallet: AddressOrText | null) =>
    [...chainKeys.wallet(endpoint, wallet), 'balances'] as const,
  nativeBalance: (endpoint: string, wallet: AddressOrText | null) =>
    [...chainKeys.balances(endpoint, wallet), 'native'] as const,
  tokenAccounts: (endpoint: string, wallet: AddressOrText | null) =>
    [...chainKeys.balances(endpoint, wallet), 'tokenAccounts'] as const,
  obligations: (
    endpoint: string,
    wallet: AddressOrText | null,
    market: AddressOrText,
    programId: AddressOrText,
  ) =>
    [...chainKeys.wallet(endpoint, wallet), 'obligations', text(market), text(programId)] as const,
  /** One obligation read by its own address (a dashboard). */
  obligation: (endpoint: string, obligation: AddressOrText, programId: AddressOrText) =>
    ['chain', endpoint, 'obligation', text(obligation), text(programId)] as const,
  /** The deprecated asset-tier byte of every reserve of a market. */
  reserveAssetTiers: (endpoint: string, market: AddressOrText, programId: AddressOrText) =>
    ['chain', endpoint, 'reserveAssetTiers', text(market), text(programId)] as const,
  /** A token mint (decimals, supply). */
  mint: (endpoint: string, mint: AddressOrText) => ['chain', endpoint, 'mint', text(mint)] as const,
  /** Several mints read together (a wallet's holdings), in the order asked. */
  mints: (endpoint: string, mints: readonly AddressOrText[]) =>
    ['chain', endpoint, 'mints', mints.map(text)] as const,
  marketObligations: (endpoint: string, market: AddressOrText, programId: AddressOrText) =>
    ['chain', endpoint, 'marketObligations', text(market), text(programId)] as const,
  /**
   * Whether accounts a wallet's next transaction depends on exist (its set-up accounts: user
   * metadata, obligation farm states, token accounts), under the wallet so a write refreshes it.
   */
  walletAccountsExist: (
    endpoint: string,
    wallet: AddressOrText | null,
    accounts: readonly AddressOrText[],
  ) => [...chainKeys.wallet(endpoint, wallet), 'accountsExist', accounts.map(text)] as const,
  userFarmStates: (endpoint: string, wallet: AddressOrText | null, programId: AddressOrText) =>
    [...chainKeys.wallet(endpoint, wallet), 'userFarmStates', text(programId)] as const,
  lendingMarket: (
    endpoint: string,
    market: AddressOrText,
    reserves: readonly AddressOrText[] | null,
    programId: AddressOrText,
  ) =>
    [
      'chain',
      endpoint,
      'lendingMarket',
      text(market),
      reserves === null ? null : reserves.map(text),
      text(programId),
    ] as const,
  farms: (endpoint: string, farms: readonly AddressOrText[], programId: AddressOrText) =>
    ['chain', endpoint, 'farms', farms.map(text), text(programId)] as const,
  strategies: (endpoint: string, strategies: readonly AddressOrText[], programId: AddressOrText) =>
    ['chain', endpoint, 'strategies', strategies.map(text), text(programId)] as const,
  /** A strategy's accounts, raw and decoded (its debug view). */
  strategyDebug: (endpoint: string, strategy: AddressOrText, programId: AddressOrText) =>
    ['chain', endpoint, 'strategyDebug', text(strategy), text(programId)] as const,
};
