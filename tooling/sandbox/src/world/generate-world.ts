import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID, KLIQUIDITY_PROGRAM_ID } from '@keel/chain-readers';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '@keel/governance-registry';
import { VAULT_PROGRAM_ID } from '@keel/vault-programs';
import { deriveAddress } from './addresses';
import { buildAirdrop } from './airdrop/build-airdrop';
import { buildEarnCurators, buildEarnVaults } from './earn/build-earn-vaults';
import { buildFarms } from './farms';
import { buildGovernance } from './governance/build-governance';
import { buildMarkets } from './markets';
import { buildWallets, HELD_STRATEGIES } from './positions';
import { createPrng } from './prng';
import { buildStrategies } from './strategies';
import { buildTokens, tokenBySymbol } from './tokens';
import type { SandboxWorld, WorldBrand } from './types';
import { faucetKeypair, MANAGED_MARKET_SLUG, sandboxWalletKeypair } from './wallets';

export interface WorldOptions {
  seed: string;
  brand: WorldBrand;
}

/** The whole sandbox world, a pure function of the seed and the brand names. */
export function generateWorld({ seed, brand }: WorldOptions): SandboxWorld {
  const prng = createPrng(seed);
  const faucet = faucetKeypair(seed).publicKey.toBase58();
  const protocolAdmin = deriveAddress(seed, 'protocol-admin').toBase58();
  const walletKeys = {
    ordinary: sandboxWalletKeypair(seed, 'ordinary').publicKey,
    flagged: sandboxWalletKeypair(seed, 'flagged').publicKey,
  };
  const tokens = buildTokens(seed, prng.fork('tokens'), brand, faucet);
  const managerWallet = sandboxWalletKeypair(seed, 'manager').publicKey.toBase58();
  const markets = buildMarkets(seed, prng.fork('markets'), tokens, brand, protocolAdmin).map(
    (market) =>
      market.slug === MANAGED_MARKET_SLUG ? { ...market, owner: managerWallet } : market,
  );
  const strategies = buildStrategies(
    seed,
    prng.fork('strategies'),
    tokens,
    brand,
    { protocol: protocolAdmin, wallet: walletKeys.ordinary.toBase58() },
    HELD_STRATEGIES,
  );
  const symbol = (catalogue: string) => tokenBySymbol(tokens, catalogue, brand).symbol;
  const held = strategies
    .filter((s) =>
      HELD_STRATEGIES.some(
        (h) => h.dex === s.dex && symbol(h.a) === s.tokenA && symbol(h.b) === s.tokenB,
      ),
    )
    .map((s) => s.address);
  const farms = buildFarms(seed, prng.fork('farms'), tokens, brand, markets, strategies, held);
  const wallets = buildWallets(walletKeys, tokens, markets, strategies, brand);
  const governance = buildGovernance({
    seed,
    prng: prng.fork('governance'),
    tokens,
    brand,
    wallets,
  });
  const airdrop = buildAirdrop({
    seed,
    prng: prng.fork('airdrop'),
    brand,
    tokens,
    eligibleWallet: walletKeys.ordinary.toBase58(),
    admin: protocolAdmin,
  });
  const earnCurators = buildEarnCurators(seed, managerWallet);
  const earnVaults = buildEarnVaults({
    seed,
    prng: prng.fork('earn-vaults'),
    brand,
    tokens,
    markets,
    curators: earnCurators,
  });
  return {
    seed,
    brand,
    programs: {
      lending: KLEND_PROGRAM_ID.toBase58(),
      liquidity: KLIQUIDITY_PROGRAM_ID.toBase58(),
      farms: FARMS_PROGRAM_ID.toBase58(),
      voterStakeRegistry: VSR_PROGRAM_ID.toBase58(),
      splGovernance: SPL_GOVERNANCE_PROGRAM_ID.toBase58(),
      distributor: airdrop.programId,
      earnVaults: VAULT_PROGRAM_ID.toBase58(),
    },
    accounts: {
      scopeOraclePrices: deriveAddress(seed, 'scope:oracle-prices').toBase58(),
      scopeOracleMappings: deriveAddress(seed, 'scope:oracle-mappings').toBase58(),
      liquidityGlobalConfig: deriveAddress(seed, 'kliquidity:global-config').toBase58(),
      collateralInfos: deriveAddress(seed, 'kliquidity:collateral-infos').toBase58(),
      farmsGlobalConfig: deriveAddress(seed, 'farms:global-config').toBase58(),
    },
    faucet,
    protocolAdmin,
    managerWallet,
    tokens,
    markets,
    strategies,
    farms,
    wallets,
    governance,
    airdrop,
    earnCurators,
    earnVaults,
  };
}
