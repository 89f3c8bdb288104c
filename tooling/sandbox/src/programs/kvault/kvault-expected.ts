import { Reserve, VaultState } from '@kamino-finance/klend-sdk';
import { PublicKey } from '@solana/web3.js';
import type { TestChain } from '../../test-support/test-chain';

/*
 * What the tests expect, worked by hand from the vault program's source (kvault 2.1.1,
 * `vault_operations.rs`: `charge_fees`, `get_shares_to_mint`,
 * `compute_amount_to_deposit_from_shares_to_mint`, `compute_user_total_received_on_withdraw`,
 * `calculate_shares_to_burn`; klend's `fraction_collateral_to_liquidity`) over the accounts as
 * klend-sdk 7.3.22's own decoders read them — none of the emulator's modules.
 */

const BITS = 60n;
const ONE = 1n << BITS;
const big = (value: { toString(): string }) => BigInt(value.toString());
const ceilInt = (bits: bigint) => (bits + ONE - 1n) >> BITS;

/** The vault as klend-sdk decodes it. */
export function sdkVault(t: TestChain, address: PublicKey | string): VaultState {
  const account = t.chain.ledger.readAccount(new PublicKey(address));
  if (account === null) throw new Error('vault not written');
  return VaultState.decode(Buffer.from(account.data));
}

/** A reserve as klend-sdk decodes it. */
export function sdkReserve(t: TestChain, address: PublicKey): Reserve {
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error('reserve not written');
  return Reserve.decode(Buffer.from(account.data));
}

/** The reserve's total supply in Fraction bits (available + borrowed − the fees it holds). */
function totalSupplyBits(reserve: Reserve): bigint {
  const l = reserve.liquidity;
  return (
    (big(l.availableAmount) << BITS) +
    big(l.borrowedAmountSf) -
    big(l.accumulatedProtocolFeesSf) -
    big(l.accumulatedReferrerFeesSf) -
    big(l.pendingReferrerFeesSf)
  );
}

/** What `ctokens` of the reserve are worth, in bits: cTokens × total supply / cToken supply. */
export function ctokenValueBits(reserve: Reserve, ctokens: bigint): bigint {
  const supply = big(reserve.collateral.mintTotalSupply);
  const total = totalSupplyBits(reserve);
  if (supply === 0n || total === 0n) return ctokens << BITS;
  return (ctokens * total) / supply;
}

/** The vault's invested total in bits, each allocation at its reserve's rate. */
export function investedBits(vault: VaultState, reserves: ReadonlyMap<string, Reserve>): bigint {
  let total = 0n;
  for (const allocation of vault.vaultAllocationStrategy) {
    const reserve = reserves.get(allocation.reserve);
    if (reserve === undefined) continue;
    total += ctokenValueBits(reserve, big(allocation.ctokenAllocation));
  }
  return total;
}

/** `charge_fees` at `now`: the pending fees after the charge, in bits. */
export function pendingFeesAfterCharge(vault: VaultState, invested: bigint, now: bigint): bigint {
  const last = big(vault.lastFeeChargeTimestamp);
  const pending = big(vault.pendingFeesSf);
  if (last === 0n) return pending;
  const seconds = now > last ? now - last : 0n;
  const newAum = (big(vault.tokenAvailable) << BITS) + invested - pending;
  const prevAum = big(vault.prevAumSf);
  const yearlyBits = (big(vault.managementFeeBps) << BITS) / 10_000n;
  // SECONDS_PER_YEAR = 365.242199 days, rounded up.
  const mgmt = seconds === 0n ? 0n : (prevAum * ((yearlyBits * seconds) / 31_556_926n)) >> BITS;
  const earned = newAum > prevAum ? newAum - prevAum : 0n;
  const perf = (((big(vault.performanceFeeBps) << BITS) / 10_000n) * earned) >> BITS;
  const fees = mgmt + perf < newAum ? mgmt + perf : newAum;
  return pending + fees;
}

/** The AUM a deposit or withdrawal at `now` is priced on, in bits. */
export function aumBitsAt(vault: VaultState, reserves: ReadonlyMap<string, Reserve>, now: bigint) {
  const invested = investedBits(vault, reserves);
  const pending = pendingFeesAfterCharge(vault, invested, now);
  return (big(vault.tokenAvailable) << BITS) + invested - pending;
}

/** A deposit of `amount`: the shares minted and the tokens taken for them. */
export function expectedDeposit(vault: VaultState, aumBits: bigint, amount: bigint) {
  const issued = big(vault.sharesIssued);
  if (issued === 0n) return { shares: amount, tokens: amount };
  const shares = (issued * amount) / ceilInt(aumBits);
  const tokens = ceilInt((aumBits * shares + issued - 1n) / issued);
  return { shares, tokens };
}

/** A withdrawal of `shares` (no penalty): the tokens they are worth, floored. */
export function expectedWithdrawal(vault: VaultState, aumBits: bigint, shares: bigint): bigint {
  const issued = big(vault.sharesIssued);
  return (shares === issued ? aumBits : (aumBits * shares) / issued) >> BITS;
}
