import {
  DEXES,
  type Dex,
  decodeMeteoraLbPair,
  decodeOrcaWhirlpool,
  decodeRaydiumPool,
  toPublicKey,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { liquidityFailure } from './kliquidity-errors';
import { poolProgramOf } from './kliquidity-programs';

/** What a strategy records of its pool: the exchange, the two mints and the pool's vaults. */
export interface CreatorPoolView {
  dex: Dex;
  tokenAMint: PublicKey;
  tokenBMint: PublicKey;
  vaultA: PublicKey;
  vaultB: PublicKey;
  /** Tick spacing (Orca / Raydium) or bin step (DLMM). */
  tickSpacing: number;
}

/** initialize_strategy's strategy_type: the exchange by its number; others are refused. */
export function dexOfStrategyType(strategyType: bigint, source: string): Dex {
  const dex = DEXES[Number(strategyType)];
  if (strategyType > 2n || dex === undefined) throw liquidityFailure('UnsupportedDex', source);
  return dex;
}

/** The pool account of `dex`: owned by that exchange's program and decodable as its pool. */
export function readCreatorPool(
  context: InstructionContext,
  meta: AccountMetaView,
  dex: Dex,
  source: string,
): CreatorPoolView {
  const account = context.read(meta.address);
  if (account === null || !account.owner.equals(poolProgramOf(dex))) {
    throw liquidityFailure('AccountNotBelongToDEX', source);
  }
  try {
    if (dex === 'ORCA') {
      const pool = decodeOrcaWhirlpool(meta.address, account);
      return {
        dex,
        tokenAMint: toPublicKey(pool.tokenMintA),
        tokenBMint: toPublicKey(pool.tokenMintB),
        vaultA: toPublicKey(pool.tokenVaultA),
        vaultB: toPublicKey(pool.tokenVaultB),
        tickSpacing: pool.tickSpacing,
      };
    }
    if (dex === 'RAYDIUM') {
      const pool = decodeRaydiumPool(meta.address, account);
      return {
        dex,
        tokenAMint: toPublicKey(pool.tokenMint0),
        tokenBMint: toPublicKey(pool.tokenMint1),
        vaultA: toPublicKey(pool.tokenVault0),
        vaultB: toPublicKey(pool.tokenVault1),
        tickSpacing: pool.tickSpacing,
      };
    }
    const pair = decodeMeteoraLbPair(meta.address, account);
    return {
      dex,
      tokenAMint: toPublicKey(pair.tokenXMint),
      tokenBMint: toPublicKey(pair.tokenYMint),
      vaultA: toPublicKey(pair.reserveX),
      vaultB: toPublicKey(pair.reserveY),
      tickSpacing: pair.binStep,
    };
  } catch {
    throw liquidityFailure('AccountNotBelongToDEX', source);
  }
}
