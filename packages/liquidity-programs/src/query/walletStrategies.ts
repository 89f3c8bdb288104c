import {
  type Address,
  type ChainQueryOptions,
  type ChainRpc,
  decodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  WHIRLPOOL_STRATEGY_SIZE,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { liquidityWriteKeys } from './keys';

/** Byte offset of a strategy's admin authority (after the discriminator). */
const ADMIN_OFFSET = 8;

/**
 * The DIY (community) strategies a wallet administers, read from the chain (dataSize and the
 * admin authority at offset 8): a strategy created a moment ago is among them before any listing
 * knows it. Accounts that do not decode are left out.
 */
export async function readWalletStrategies(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  wallet: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): Promise<WhirlpoolStrategy[]> {
  const accounts = await rpc.getProgramAccounts(programId, {
    filters: [
      { dataSize: WHIRLPOOL_STRATEGY_SIZE },
      { memcmp: { offset: ADMIN_OFFSET, bytes: wallet.toBase58() } },
    ],
  });
  return accounts.flatMap(({ pubkey, account }) => {
    try {
      const strategy = decodeWhirlpoolStrategy(pubkey, account, { programId });
      return strategy.isCommunity ? [strategy] : [];
    } catch {
      return [];
    }
  });
}

/** The wallet's DIY strategies under `liquidityWriteKeys.walletStrategies`. */
export function walletStrategiesQueryOptions(
  { rpc, endpoint }: { rpc: Pick<ChainRpc, 'getProgramAccounts'>; endpoint: string },
  wallet: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ChainQueryOptions<WhirlpoolStrategy[], ReturnType<typeof liquidityWriteKeys.walletStrategies>> {
  return {
    queryKey: liquidityWriteKeys.walletStrategies(endpoint, wallet),
    queryFn: () => readWalletStrategies(rpc, wallet, programId),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
  };
}
