import { toPublicKey } from '@keel/chain-readers';
import { decodeVaultState } from '@keel/vault-programs';
import { PublicKey } from '@solana/web3.js';
import {
  exchangeRate,
  fractionCollateralToLiquidity,
} from '../../programs/klend/actions/collateral-rate';
import { FRACTION_BITS } from '../../programs/klend/fraction';
import { ReserveAccount } from '../../programs/klend/reserve-account';
import { allocationsInUse } from '../../programs/kvault/vault-allocations';
import { fromU64 } from '../../programs/kvault/vault-fraction';
import type { ChainActivity } from './chain-activity';
import { type Decimal, dec, ZERO } from './decimal';

/** An earn vault's holdings as its account on the chain holds them now (whole tokens). */
export interface VaultNow {
  /** Tokens in the vault, not invested. */
  available: Decimal;
  /** What the vault's cTokens of each reserve are worth, by reserve address. */
  investedByReserve: ReadonlyMap<string, Decimal>;
  /** The vault's cTokens of each reserve (raw), by reserve address. */
  ctokensByReserve: ReadonlyMap<string, bigint>;
  invested: Decimal;
  /** Assets under management: available + invested − pending fees (the program's AUM). */
  aum: Decimal;
  sharesIssued: Decimal;
  /** AUM per share (the share price in tokens). */
  tokensPerShare: Decimal;
}

const bitsToWhole = (bits: bigint, decimals: number): Decimal =>
  dec(bits.toString())
    .div(dec(2).pow(Number(FRACTION_BITS)))
    .div(dec(10).pow(decimals));

/**
 * The vault's account read from the chain and valued as the program values it
 * (`compute_aum`): its available tokens, plus each allocation's cTokens at the reserve's current
 * exchange rate, less the fees it owes. Null when the chain does not hold the vault (a world
 * served without a chain) or its account cannot be read.
 */
export function vaultNow(chain: ChainActivity, address: string, decimals: number): VaultNow | null {
  const key = new PublicKey(address);
  const account = chain.readAccount(key);
  if (account === null) return null;
  try {
    const state = decodeVaultState(key, account);
    const investedByReserve = new Map<string, Decimal>();
    const ctokensByReserve = new Map<string, bigint>();
    let investedBits = 0n;
    for (const allocation of allocationsInUse(state)) {
      const reserveAddress = toPublicKey(allocation.reserve);
      const reserveAccount = chain.readAccount(reserveAddress);
      const bits =
        reserveAccount === null || allocation.ctokenAllocation === 0n
          ? 0n
          : fractionCollateralToLiquidity(
              exchangeRate(new ReserveAccount(reserveAddress, reserveAccount)),
              fromU64(allocation.ctokenAllocation),
            );
      investedBits += bits;
      investedByReserve.set(reserveAddress.toBase58(), bitsToWhole(bits, decimals));
      ctokensByReserve.set(reserveAddress.toBase58(), allocation.ctokenAllocation);
    }
    const available = dec(state.tokenAvailable.toString()).div(dec(10).pow(decimals));
    const invested = bitsToWhole(investedBits, decimals);
    const aum = available.plus(invested).minus(bitsToWhole(state.pendingFeesSf, decimals));
    const sharesIssued = dec(state.sharesIssued.toString()).div(dec(10).pow(decimals));
    return {
      available,
      investedByReserve,
      ctokensByReserve,
      invested,
      aum,
      sharesIssued,
      tokensPerShare: sharesIssued.isZero() ? ZERO : aum.div(sharesIssued),
    };
  } catch {
    // Not a vault account any more: the API keeps its own figures.
    return null;
  }
}
