import {
  decodeOrcaPosition,
  decodeOrcaWhirlpool,
  decodeRaydiumPool,
  decodeRaydiumPosition,
  METEORA_POSITION_BINS,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../../chain/ledger-account';
import { liquidityFailure } from './kliquidity-errors';

/** One pool reward slot: what the position is owed and the pool's vault it is paid from. */
interface OwedReward {
  owed: bigint;
  vault: PublicKey;
}

/** What a strategy's pool position is owed, and its bytes once the pool program has paid it. */
export interface PoolOwed {
  a: bigint;
  b: bigint;
  /** The pool's three reward slots (a DLMM pair's rewards are not collected: none owed). */
  rewards: OwedReward[];
  /** The position's bytes with every owed amount paid (zero) and a DLMM claim recorded. */
  paid: Uint8Array;
}

const REWARD_SLOTS = 3;
/** Byte offsets in the CLMM positions (LAYOUTS §3.2): fees owed, then u128 + u64 reward infos. */
const CLMM = {
  ORCA: { feeA: 112, feeB: 136, rewards: 144 },
  RAYDIUM: { feeA: 129, feeB: 137, rewards: 145 },
} as const;
const REWARD_INFO_SIZE = 24;
/** DLMM PositionV2: fee_infos (FeeInfo: two u128 checkpoints, fee_x / fee_y pending, u64). */
const DLMM = { feeInfos: 4552, feeInfoSize: 48, claimedX: 7928, claimedY: 7936 } as const;

function clmmOwed(
  dex: 'ORCA' | 'RAYDIUM',
  pool: { address: PublicKey; state: LedgerAccount },
  position: { address: PublicKey; state: LedgerAccount },
): PoolOwed {
  const at = CLMM[dex];
  const decoded =
    dex === 'ORCA'
      ? decodeOrcaPosition(position.address, position.state)
      : decodeRaydiumPosition(position.address, position.state);
  const fees =
    'feeOwedA' in decoded
      ? { a: decoded.feeOwedA, b: decoded.feeOwedB }
      : { a: decoded.tokenFeesOwed0, b: decoded.tokenFeesOwed1 };
  const vaults =
    dex === 'ORCA'
      ? decodeOrcaWhirlpool(pool.address, pool.state).rewardInfos.map((info) => info.vault)
      : decodeRaydiumPool(pool.address, pool.state).rewardInfos.map((info) => info.tokenVault);
  const paid = Buffer.from(position.state.data);
  paid.writeBigUInt64LE(0n, at.feeA);
  paid.writeBigUInt64LE(0n, at.feeB);
  const rewards = Array.from({ length: REWARD_SLOTS }, (_, i) => {
    paid.writeBigUInt64LE(0n, at.rewards + i * REWARD_INFO_SIZE + 16);
    return {
      owed: decoded.rewardInfos[i]?.amountOwed ?? 0n,
      vault: toPublicKey(vaults[i] ?? PublicKey.default),
    };
  });
  return { ...fees, rewards, paid: new Uint8Array(paid) };
}

/** `PositionV2::claim_fee`: every bin's pending X and Y summed and zeroed, the claim recorded. */
function dlmmOwed(position: LedgerAccount): PoolOwed {
  const paid = Buffer.from(position.data);
  let a = 0n;
  let b = 0n;
  for (let i = 0; i < METEORA_POSITION_BINS; i += 1) {
    const base = DLMM.feeInfos + i * DLMM.feeInfoSize;
    a += paid.readBigUInt64LE(base + 32);
    b += paid.readBigUInt64LE(base + 40);
    paid.writeBigUInt64LE(0n, base + 32);
    paid.writeBigUInt64LE(0n, base + 40);
  }
  const wrap = (value: bigint) => BigInt.asUintN(64, value);
  paid.writeBigUInt64LE(wrap(paid.readBigUInt64LE(DLMM.claimedX) + a), DLMM.claimedX);
  paid.writeBigUInt64LE(wrap(paid.readBigUInt64LE(DLMM.claimedY) + b), DLMM.claimedY);
  const rewards = Array.from({ length: REWARD_SLOTS }, () => ({
    owed: 0n,
    vault: PublicKey.default,
  }));
  return { a, b, rewards, paid: new Uint8Array(paid) };
}

/**
 * The fees (and pool rewards) the strategy's position is owed, read as the pool program reads
 * them: Orca `fee_owed_a/b` and reward `amount_owed`, Raydium `token_fees_owed_0/1` and reward
 * `reward_amount_owed`, a DLMM position's per-bin `fee_x_pending / fee_y_pending`. The caller has
 * checked the accounts' owner (the pool program) and pairing.
 */
export function poolOwed(
  strategy: WhirlpoolStrategy,
  pool: { address: PublicKey; state: LedgerAccount },
  position: { address: PublicKey; state: LedgerAccount },
): PoolOwed {
  try {
    return strategy.strategyDex === 'METEORA'
      ? dlmmOwed(position.state)
      : clmmOwed(strategy.strategyDex, pool, position);
  } catch {
    throw liquidityFailure('InvalidPositionAccount');
  }
}
