import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import {
  baseVaultAuthorityAddress,
  ctokenVaultAddress,
  sharesMintAddress,
  tokenVaultAddress,
  VAULT_PROGRAM_ID,
} from '@keel/vault-programs';
import { type Keypair, PublicKey } from '@solana/web3.js';
import { deriveAddress, deriveKeypair } from '../addresses';
import type { Prng } from '../prng';
import type { WorldBrand, WorldMarket, WorldToken } from '../types';
import type { WorldCurator, WorldEarnVault } from './earn-vault-types';

/** The tokens earn vaults lend, in the order the vaults are listed. */
export const EARN_VAULT_TOKENS = ['USDC', 'SOL', 'USDT', 'PYUSD', 'JitoSOL', 'USDG'] as const;

const CURATORS = [
  {
    managerName: 'sandbox-risk-desk',
    name: 'Sandbox Risk Desk',
    description: 'Allocates stablecoin vaults across the main and curated markets.',
  },
  {
    managerName: 'harbor-allocators',
    name: 'Harbor Allocators',
    description: 'Runs the SOL and liquid staking vaults with conservative caps.',
  },
] as const;

/** The admin keypair of a curator's vaults (the sandbox signs their administration with it). */
export function earnCuratorKeypair(seed: string, managerName: string): Keypair {
  return deriveKeypair(seed, `earn-curator:${managerName}`);
}

/** The curator whose vault the 'manager' sandbox wallet administers (the manager app's). */
export const MANAGER_CURATOR = {
  managerName: 'sandbox-manager-desk',
  name: 'Sandbox Manager Desk',
  description: 'The manager sandbox wallet’s own vault, run from the manager app.',
} as const;

/**
 * The curators: two run by sandbox keypairs (`earnCuratorKeypair`), and one whose admin is the
 * 'manager' sandbox wallet.
 */
export function buildEarnCurators(seed: string, managerWallet: string): WorldCurator[] {
  return [
    ...CURATORS.map((curator) => ({
      ...curator,
      admin: earnCuratorKeypair(seed, curator.managerName).publicKey.toBase58(),
    })),
    { ...MANAGER_CURATOR, admin: managerWallet },
  ];
}

/** Vaults (the first ones listed) the main sandbox wallet holds shares of. */
const WALLET_VAULTS = 3;

const STABLE = new Set(['USDC', 'USDT', 'PYUSD', 'USDG']);

/**
 * One vault per listed token that has active reserves: allocated across every active reserve of
 * its mint, its tokens worth 2–60 M USD (at most a 20th of the mint's supply), a share price of
 * 1.01–1.35 tokens. The last vault is the manager wallet's (MANAGER_CURATOR); the others are the
 * two keypair curators'.
 */
export function buildEarnVaults(input: {
  seed: string;
  prng: Prng;
  brand: WorldBrand;
  tokens: readonly WorldToken[];
  markets: readonly WorldMarket[];
  curators: readonly WorldCurator[];
}): WorldEarnVault[] {
  const { seed, brand, tokens, markets, curators } = input;
  let held = 0;
  const vaults = EARN_VAULT_TOKENS.flatMap((symbol) => {
    const token = tokens.find((candidate) => candidate.symbol === symbol);
    if (token === undefined) return [];
    const reserves = markets.flatMap((market) =>
      market.reserves
        .filter((reserve) => reserve.mint === token.mint && reserve.status === 'Active')
        .map((reserve) => ({ market, reserve })),
    );
    if (reserves.length === 0) return [];
    const prng = input.prng.fork(symbol);
    const vault = deriveAddress(seed, `earn-vault:${symbol}`);
    const authority = baseVaultAuthorityAddress(vault, VAULT_PROGRAM_ID);
    const curator = curators[STABLE.has(symbol) ? 0 : 1] ?? curators[0];
    if (curator === undefined) throw new Error('An earn vault needs a curator');
    const scale = 10n ** BigInt(token.decimals);
    const usd = prng.int(2, 60) * 1_000_000;
    const wholeTokens = Math.max(1, Math.round(usd / Number(token.priceUsd)));
    // Tokens the supply already counts (nothing is minted): at most a 20th of the mint's supply.
    const cap =
      token.supply === null ? null : (BigInt(token.supply.split('.')[0] ?? '0') * scale) / 20n;
    const wanted = BigInt(wholeTokens) * scale;
    const tokenAvailable = cap !== null && cap < wanted ? cap : wanted;
    const tokensPerShareBps = BigInt(prng.int(10_100, 13_500));
    const sharesIssued = (tokenAvailable * 10_000n) / tokensPerShareBps;
    // The main wallet holds shares of the first vaults: 5 000–40 000 USD worth.
    const walletUsd = prng.int(5_000, 40_000);
    const walletShares =
      held < WALLET_VAULTS
        ? (BigInt(Math.round((walletUsd / Number(token.priceUsd)) * 1e6)) * scale * 10_000n) /
          (tokensPerShareBps * 1_000_000n)
        : null;
    if (walletShares !== null) held += 1;
    return [
      {
        address: vault.toBase58(),
        name: `${brand.productName} ${symbol} Earn`,
        tokenSymbol: symbol,
        tokenMint: token.mint,
        tokenDecimals: token.decimals,
        tokenProgram: (token.tokenProgram === 'spl-token-2022'
          ? TOKEN_2022_PROGRAM_ID
          : TOKEN_PROGRAM_ID
        ).toBase58(),
        sharesMint: sharesMintAddress(vault).address.toBase58(),
        tokenVault: tokenVaultAddress(vault).address.toBase58(),
        baseVaultAuthority: authority.address.toBase58(),
        baseVaultAuthorityBump: authority.bump,
        curator: curator.managerName,
        performanceFeeBps: 1000,
        managementFeeBps: prng.int(0, 4) * 25,
        tokenAvailable: tokenAvailable.toString(),
        walletShares: walletShares === null ? null : walletShares.toString(),
        sharesIssued: sharesIssued.toString(),
        allocations: reserves.map(({ market, reserve }) => {
          const ctoken = ctokenVaultAddress(vault, new PublicKey(reserve.address));
          return {
            reserve: reserve.address,
            market: market.address,
            ctokenVault: ctoken.address.toBase58(),
            ctokenVaultBump: ctoken.bump,
            weight: prng.int(100, 500),
            tokenAllocationCap: (tokenAvailable * 2n).toString(),
          };
        }),
      },
    ];
  });
  const last = vaults.at(-1);
  if (last !== undefined && curators.some((c) => c.managerName === MANAGER_CURATOR.managerName)) {
    last.curator = MANAGER_CURATOR.managerName;
  }
  return vaults;
}
