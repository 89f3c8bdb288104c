import {
  anchorAccountDiscriminator,
  decodeOraclePrices,
  SCOPE_PROGRAM_ID,
  type ScopePrice,
  sameAddress,
  toPublicKey,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { isTokenProgram } from '../../spl/token-accounts';
import {
  accountAt,
  loadAccount,
  requireAddress,
  requireConstraint,
  requireHasOne,
  requireMut,
  requireSeeds,
  requireSigner,
} from '../anchor/anchor-accounts';
import { loadMint, loadTokenAccount } from '../anchor/anchor-token-accounts';
import { swapError } from './swap-errors';
import { decodeSwapPool, type SwapPool } from './swap-pool-account';
import type { PricedLeg } from './swap-pricing';
import { AUTHORITY_SEED, POOL_SEED, SWAP_POOL_DISCRIMINATOR } from './swap-program';

/** One side of the swap, its accounts checked. */
export interface SwapLeg {
  mint: PublicKey;
  decimals: number;
  tokenProgram: PublicKey;
  vault: PublicKey;
  vaultAmount: bigint;
  leg: PricedLeg;
}

export interface SwapAccounts {
  user: PublicKey;
  source: PublicKey;
  destination: PublicKey;
  authority: PublicKey;
  input: SwapLeg;
  output: SwapLeg;
}

const ORACLE_PRICES_DISCRIMINATOR = anchorAccountDiscriminator('OraclePrices');
const NO_PRICE: ScopePrice = { value: 0n, exp: 0n };

function requireTokenProgram(meta: AccountMetaView, name: string): PublicKey {
  if (!isTokenProgram(meta.address)) throw anchorError(ANCHOR_ERRORS.InvalidProgramId, name);
  return meta.address;
}

/**
 * The mint's pool config. Its address must be the ("pool", mint) PDA; a mint without one is not
 * tradable (UnsupportedMint rather than Anchor's AccountNotInitialized, to tell the two apart).
 */
function loadPool(
  context: InstructionContext,
  meta: AccountMetaView,
  mint: PublicKey,
  tokenProgram: PublicKey,
  name: string,
): SwapPool {
  requireSeeds(meta, [POOL_SEED, mint.toBytes()], context.programId, name);
  if (context.read(meta.address) === null) throw swapError('UnsupportedMint', name);
  const { data } = loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [SWAP_POOL_DISCRIMINATOR],
      decode: (_address, account) => decodeSwapPool(account.data),
    },
    name,
  );
  requireHasOne(data.tokenProgram, tokenProgram, name);
  return data;
}

/** The oracle's price of the pool's mint, read from the Scope account the pool names. */
function loadPrice(context: InstructionContext, meta: AccountMetaView, pool: SwapPool): ScopePrice {
  requireAddress(meta, pool.oraclePrices, 'oracle_prices');
  const { data } = loadAccount(
    context,
    meta,
    {
      owner: toPublicKey(SCOPE_PROGRAM_ID),
      discriminators: [ORACLE_PRICES_DISCRIMINATOR],
      decode: (address, account) => decodeOraclePrices(address, account),
    },
    'oracle_prices',
  );
  return data.prices[pool.priceIndex]?.price ?? NO_PRICE;
}

interface LegPositions {
  side: 'input' | 'output';
  mint: number;
  pool: number;
  vault: number;
  tokenProgram: number;
}

function loadLeg(context: InstructionContext, at: LegPositions): SwapLeg {
  const name = (what: string) => `${at.side}_${what}`;
  const tokenProgram = requireTokenProgram(
    accountAt(context, at.tokenProgram, name('token_program')),
    name('token_program'),
  );
  const mintMeta = accountAt(context, at.mint, name('mint'));
  const mint = loadMint(context, mintMeta, tokenProgram, name('mint'));
  const pool = loadPool(
    context,
    accountAt(context, at.pool, name('pool')),
    mintMeta.address,
    tokenProgram,
    name('pool'),
  );
  requireConstraint(pool.decimals === mint.decimals, name('pool'));
  const vaultMeta = accountAt(context, at.vault, name('vault'));
  requireMut(vaultMeta, name('vault'));
  requireAddress(vaultMeta, pool.vault, name('vault'));
  const vault = loadTokenAccount(context, vaultMeta, tokenProgram, name('vault'));
  const price = loadPrice(context, accountAt(context, 10, 'oracle_prices'), pool);
  return {
    mint: mintMeta.address,
    decimals: mint.decimals,
    tokenProgram,
    vault: vaultMeta.address,
    vaultAmount: vault.amount,
    leg: { price, decimals: mint.decimals, depthUsd: pool.depthUsd },
  };
}

/**
 * The swap's accounts, in instruction order: user, user_source_token, user_destination_token,
 * input_mint, output_mint, input_pool, output_pool, input_vault, output_vault, pool_authority,
 * oracle_prices, input_token_program, output_token_program.
 */
export function loadSwapAccounts(context: InstructionContext): SwapAccounts {
  const user = accountAt(context, 0, 'user');
  requireSigner(user, 'user');
  const input = loadLeg(context, { side: 'input', mint: 3, pool: 5, vault: 7, tokenProgram: 11 });
  const output = loadLeg(context, { side: 'output', mint: 4, pool: 6, vault: 8, tokenProgram: 12 });

  const sourceMeta = accountAt(context, 1, 'user_source_token');
  requireMut(sourceMeta, 'user_source_token');
  const source = loadTokenAccount(context, sourceMeta, input.tokenProgram, 'user_source_token');
  if (!sameAddress(source.mint, input.mint)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintTokenMint, 'user_source_token');
  }
  if (!sameAddress(source.owner, user.address)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintTokenOwner, 'user_source_token');
  }
  const destinationMeta = accountAt(context, 2, 'user_destination_token');
  requireMut(destinationMeta, 'user_destination_token');
  const destination = loadTokenAccount(
    context,
    destinationMeta,
    output.tokenProgram,
    'user_destination_token',
  );
  if (!sameAddress(destination.mint, output.mint)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintTokenMint, 'user_destination_token');
  }
  const authority = accountAt(context, 9, 'pool_authority');
  requireSeeds(authority, [AUTHORITY_SEED], context.programId, 'pool_authority');
  return {
    user: user.address,
    source: sourceMeta.address,
    destination: destinationMeta.address,
    authority: authority.address,
    input,
    output,
  };
}
