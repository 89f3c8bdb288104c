import { type Address, createAddress, DEFAULT_ADDRESS } from '@keel/chain-readers';
import type { LendingObligation, LendingReserve } from '../compose/lendingInputs';
import { NATIVE_SOL_MINT } from '../constants';
import { testKey } from './keys';

export const MARKET = testKey(1);
export const OWNER = testKey(2);
export const TOKEN_PROGRAM = createAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

/**
 * A reserve whose every account is a distinct test key derived from `seed` (seed·10 + n), with a
 * Scope feed and no Pyth/Switchboard, and farms as asked.
 */
export function sampleReserve(
  seed: number,
  options: { farmCollateral?: boolean; farmDebt?: boolean; mint?: Address } = {},
): LendingReserve {
  const key = (n: number) => testKey(seed * 10 + n);
  return {
    address: key(0),
    lendingMarket: MARKET,
    farmCollateral: options.farmCollateral ? key(1) : null,
    farmDebt: options.farmDebt ? key(2) : null,
    liquidity: {
      mintPubkey: options.mint ?? key(3),
      supplyVault: key(4),
      feeVault: key(5),
      tokenProgram: TOKEN_PROGRAM,
    },
    collateral: { mintPubkey: key(6), supplyVault: key(7) },
    config: {
      tokenInfo: {
        scopeConfiguration: { priceFeed: key(8) },
        switchboardConfiguration: {
          priceAggregator: DEFAULT_ADDRESS,
          twapAggregator: DEFAULT_ADDRESS,
        },
        pythConfiguration: { price: DEFAULT_ADDRESS },
      },
    },
  };
}

export const solReserve = (seed: number) => sampleReserve(seed, { mint: NATIVE_SOL_MINT });

export function sampleObligation(
  deposits: readonly LendingReserve[],
  borrows: readonly LendingReserve[],
  options: { elevationGroup?: number; referrer?: Address | null } = {},
): LendingObligation {
  return {
    address: testKey(3),
    owner: OWNER,
    lendingMarket: MARKET,
    deposits: deposits.map((reserve) => ({ depositReserve: reserve.address })),
    borrows: borrows.map((reserve) => ({ borrowReserve: reserve.address })),
    elevationGroup: options.elevationGroup ?? 0,
    referrer: options.referrer ?? null,
  };
}
