import {
  encodeTokenAccount,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { type LedgerAccount, RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { encodeSwapPool, SWAP_POOL_SIZE } from '../../programs/swap/swap-pool-account';
import {
  SANDBOX_SWAP_PROGRAM_ID,
  swapPoolAddress,
  swapPoolAuthority,
  swapPoolBump,
  swapPoolVault,
} from '../../programs/swap/swap-program';
import { readTokenAccount, withImmutableOwnerExtension } from '../../spl/token-accounts';
import { NATIVE_SOL_MINT } from '../tokens';
import type { SandboxWorld, TokenKind, WorldToken } from '../types';
import { rawAmount, tokenProgramId } from './spl-accounts';

/** Pool depth in whole USD by token kind: the size at which a swap loses half to impact. */
const DEPTH_USD: Record<TokenKind, bigint> = {
  'native-sol': 200_000_000n,
  stable: 100_000_000n,
  'yield-stable': 20_000_000n,
  lst: 30_000_000n,
  major: 100_000_000n,
  lp: 10_000_000n,
  altcoin: 5_000_000n,
  governance: 2_000_000n,
  xstock: 2_000_000n,
};

/**
 * Share of a mint's supply seeded in its vault, capped by what no other account holds: the vault
 * takes tokens the supply already counts, so nothing is minted and the supply stays the world's.
 */
const VAULT_SHARE_BPS = 2_000n;
/** Wrapped SOL in the SOL vault (the native mint keeps no supply to take it from). */
const SOL_VAULT = '2000000';

export interface SwapPoolSeed {
  token: WorldToken;
  mint: PublicKey;
  tokenProgram: PublicKey;
  pool: PublicKey;
  vault: PublicKey;
  vaultAmount: bigint;
  depthUsd: bigint;
}

/** Raw amount of a mint that accounts other than the pool's hold. */
export type HeldAmount = (mint: string) => bigint;

function vaultAmount(token: WorldToken, held: HeldAmount): bigint {
  if (token.mint === NATIVE_SOL_MINT) return rawAmount(SOL_VAULT, token.decimals);
  const supply = rawAmount(token.supply ?? '0', token.decimals);
  const share = (supply * VAULT_SHARE_BPS) / 10_000n;
  const free = supply - held(token.mint);
  if (free <= 0n) return 0n;
  return share < free ? share : free;
}

/**
 * Each world token's pool. `held` is what other accounts hold; without it (no ledger to count
 * from) every vault gets its full share.
 */
export function swapPoolSeeds(world: SandboxWorld, held: HeldAmount = () => 0n): SwapPoolSeed[] {
  return world.tokens.map((token) => {
    const mint = new PublicKey(token.mint);
    const tokenProgram = tokenProgramId(token.tokenProgram);
    return {
      token,
      mint,
      tokenProgram,
      pool: swapPoolAddress(mint),
      vault: swapPoolVault(mint, tokenProgram),
      vaultAmount: vaultAmount(token, held),
      depthUsd: DEPTH_USD[token.kind],
    };
  });
}

/** A vault token account; wrapped SOL is native (lamports = rent + amount), as SPL keeps it. */
function vaultAccount(seed: SwapPoolSeed, rent: (length: number) => bigint): LedgerAccount {
  const native = seed.token.mint === NATIVE_SOL_MINT;
  const encode = (isNative: bigint | null) => {
    const base = encodeTokenAccount({
      mint: seed.mint,
      owner: swapPoolAuthority(),
      amount: seed.vaultAmount,
      delegate: null,
      state: 'Initialized',
      isNative,
      delegatedAmount: 0n,
      closeAuthority: null,
    });
    return seed.tokenProgram.equals(toPublicKey(TOKEN_2022_PROGRAM_ID))
      ? withImmutableOwnerExtension(base)
      : base;
  };
  const reserve = rent(encode(null).length);
  return {
    lamports: native ? reserve + seed.vaultAmount : reserve,
    owner: seed.tokenProgram,
    data: encode(native ? reserve : null),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  };
}

/** Every swap pool's config and vault account, for the ledger or for a reader without one. */
export function swapPoolAccounts(
  world: SandboxWorld,
  rent: (length: number) => bigint,
  held?: HeldAmount,
): Array<{ address: PublicKey; account: LedgerAccount }> {
  const oraclePrices = new PublicKey(world.accounts.scopeOraclePrices);
  return swapPoolSeeds(world, held).flatMap((seed) => [
    {
      address: seed.pool,
      account: {
        lamports: rent(SWAP_POOL_SIZE),
        owner: SANDBOX_SWAP_PROGRAM_ID,
        data: encodeSwapPool({
          mint: seed.mint,
          tokenProgram: seed.tokenProgram,
          vault: seed.vault,
          oraclePrices,
          priceIndex: seed.token.scopePriceIndex,
          decimals: seed.token.decimals,
          bump: swapPoolBump(seed.mint),
          depthUsd: seed.depthUsd,
        }),
        executable: false,
        rentEpoch: RENT_EXEMPT_EPOCH,
      },
    },
    { address: seed.vault, account: vaultAccount(seed, rent) },
  ]);
}

/** What the ledger's token accounts hold, by mint. */
function heldInLedger(ledger: Ledger): HeldAmount {
  const held = new Map<string, bigint>();
  for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
    for (const { address, account } of ledger.accountsOwnedBy(toPublicKey(program))) {
      const tokenAccount = readTokenAccount(address, account);
      if (tokenAccount === null) continue;
      const mint = tokenAccount.mint.toBase58();
      held.set(mint, (held.get(mint) ?? 0n) + tokenAccount.amount);
    }
  }
  return (mint) => held.get(mint) ?? 0n;
}

/**
 * Writes the sandbox swap's pools (config and vault of every world token), after every other
 * token account so that the vaults take only unheld supply; returns how many.
 */
export function writeSwapPools(ledger: Ledger, world: SandboxWorld): number {
  const rent = (length: number) => ledger.minimumBalanceForRentExemption(length);
  for (const { address, account } of swapPoolAccounts(world, rent, heldInLedger(ledger))) {
    ledger.writeAccount(address, account);
  }
  return world.tokens.length;
}
