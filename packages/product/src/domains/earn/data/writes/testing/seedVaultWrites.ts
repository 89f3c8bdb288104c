import { vaultKeys } from '@keel/vault-programs';
import type { ScreenSeed } from '../../../../../testing/renderScreen';
import type { VaultWritesRuntime } from '../runtime';
import { vaultWriteServices } from '../services';

/** Raw figures of the seeded vault (6 decimals): 12 000 tokens, 10 000 shares. */
export const SEEDED_VAULT = {
  aum: 12_000_000_000n,
  sharesIssued: 10_000_000_000n,
  walletTokens: 500_000_000n,
  walletShares: 100_000_000n,
} as const;

const ready = <T>(name: string, data: T) => ({
  queryKey: vaultKeys.vault('test', name),
  queryFn: async () => data,
});

/**
 * The vault forms' services with a fixed vault (no chain): its state, no reserves, a slot and its
 * time, no global config, the wallet's tokens and shares; instructions are built by `build` (the
 * screen test inspects them).
 */
export function seedVaultWrites(): ScreenSeed {
  const state = {
    sharesIssued: SEEDED_VAULT.sharesIssued,
    tokenMintDecimals: 6n,
  };
  const lib = {
    vaultQuery: () => ready('vault', state),
    reservesQuery: (_chain: unknown, vault: unknown) =>
      vault ? ready('reserves', [] as never[]) : undefined,
    walletTokensQuery: (_chain: unknown, wallet: string | undefined) =>
      wallet ? ready('tokens', [] as never[]) : undefined,
    // A vault without a farm: nothing staked.
    walletFarmStatesQuery: () => undefined,
    stakedShares: () => 0n,
    slotQuery: () => ready('slot', 1_000),
    blockTimeQuery: () => ready('blockTime', 1_700_000_000),
    globalConfigQuery: () => ready('globalConfig', null),
    reservesAtSlot: () => [],
    // No program arithmetic seeded: the forms preview at the share price.
    landingPreview: () => undefined,
    walletHoldings: () => ({
      tokens: SEEDED_VAULT.walletTokens,
      shares: SEEDED_VAULT.walletShares,
    }),
    aum: () => SEEDED_VAULT.aum,
    allKeys: () => vaultKeys.all('test'),
    depositInstructions: () => [],
    withdrawInstructions: () => [],
  } as unknown as VaultWritesRuntime;
  return (context) => vaultWriteServices.seed(context.queryClient, { chain: {} as never, lib });
}
