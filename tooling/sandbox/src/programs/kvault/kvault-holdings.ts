import {
  KLEND_DISCRIMINATORS,
  KLEND_PROGRAM_ID,
  sameAddress,
  toPublicKey,
} from '@keel/chain-readers';
import type { VaultState } from '@keel/vault-programs';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { exchangeRate, fractionCollateralToLiquidity } from '../klend/actions/collateral-rate';
import { ReserveAccount } from '../klend/reserve-account';
import { cpiRefreshReservesBatch } from './kvault-cpi';
import { vaultFailure } from './kvault-errors';
import { inUse } from './vault-allocations';
import { chargeFees } from './vault-fees';
import { fromU64 } from './vault-fraction';
import { computeAum } from './vault-shares';

/** A reserve the vault allocates to, as `amounts_invested` values it. */
export interface InvestedReserve {
  address: PublicKey;
  reserve: ReserveAccount;
  /** What the vault's cTokens of it are worth, in Fraction bits (unfloored). */
  liquidityBits: bigint;
}

export interface Holdings {
  available: bigint;
  /** Per reserve (base58), in allocation order. */
  invested: Map<string, InvestedReserve>;
  /** The invested total in Fraction bits, as the program sums it. */
  investedBits: bigint;
}

const isReserve = (data: Uint8Array) =>
  Buffer.from(data.subarray(0, 8)).equals(Buffer.from(KLEND_DISCRIMINATORS.Reserve));

/** `get_reserves_count`: the allocation slots in use. */
export const reservesCount = (vault: VaultState): number =>
  vault.vaultAllocationStrategy.filter(inUse).length;

/** The vault's reserves among the remaining accounts: the first `reserves_count` from `from`. */
function reserveAccounts(context: InstructionContext, vault: VaultState, from: number) {
  return context.accounts.slice(from, from + reservesCount(vault));
}

/**
 * `klend_operations::cpi_refresh_reserves`: every reserve the vault allocates to refreshed by one
 * refresh_reserves_batch CPI (prices skipped), so the vault is valued at interest accrued to now.
 */
export function refreshVaultReserves(
  context: InstructionContext,
  vault: VaultState,
  from: number,
): void {
  const count = reservesCount(vault);
  if (count === 0) return;
  const reserves = reserveAccounts(context, vault, from);
  const pairs = reserves.map((meta) => {
    // `FatAccountLoader::try_from_unchecked(..).load()`: klend's account, a Reserve.
    const state = context.read(meta.address);
    if (state === null || !state.owner.equals(toPublicKey(KLEND_PROGRAM_ID))) {
      throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram);
    }
    if (!isReserve(state.data)) throw anchorError(ANCHOR_ERRORS.AccountDiscriminatorMismatch);
    const { lendingMarket } = new ReserveAccount(meta.address, state);
    return { reserve: meta.address, lendingMarket };
  });
  if (pairs.length !== count)
    throw vaultFailure('MissingReserveForBatchRefresh', 'operations/klend_operations.rs:45');
  cpiRefreshReservesBatch(context, pairs);
}

/**
 * `amounts_invested`: the vault's slots in order, each matched with the next reserve account
 * (a missing one, a wrong one, one not refreshed in this slot refused), its cTokens valued at the
 * reserve's exchange rate in Fraction bits.
 */
export function vaultHoldings(
  context: InstructionContext,
  vault: VaultState,
  from: number,
): Holdings {
  const reserves = reserveAccounts(context, vault, from);
  const invested = new Map<string, InvestedReserve>();
  let investedBits = 0n;
  let next = 0;
  for (const allocation of vault.vaultAllocationStrategy) {
    if (!inUse(allocation)) continue;
    const meta = reserves[next];
    next += 1;
    if (meta === undefined) throw vaultFailure('ReserveNotProvidedInTheAccounts');
    const state = context.read(meta.address);
    if (
      state === null ||
      !state.owner.equals(toPublicKey(KLEND_PROGRAM_ID)) ||
      !isReserve(state.data)
    ) {
      throw vaultFailure('CouldNotDeserializeAccountAsReserve');
    }
    if (!sameAddress(meta.address, allocation.reserve)) {
      throw vaultFailure('ReserveAccountAndKeyMismatch');
    }
    const reserve = new ReserveAccount(meta.address, state);
    // `last_update.is_stale(slot, NONE)`: flagged stale, or not refreshed in this slot.
    if (reserve.stale || context.clock.slot - reserve.lastUpdateSlot >= 1n) {
      throw vaultFailure('ReserveIsStale');
    }
    const liquidityBits = fractionCollateralToLiquidity(
      exchangeRate(reserve),
      fromU64(allocation.ctokenAllocation),
    );
    invested.set(meta.address.toBase58(), { address: meta.address, reserve, liquidityBits });
    investedBits += liquidityBits;
  }
  return { available: vault.tokenAvailable, invested, investedBits };
}

/**
 * The holdings, then `charge_fees` on them: the charged state and its AUM (bits), on which
 * every deposit, withdrawal and invest is priced.
 */
export function chargedHoldings(
  context: InstructionContext,
  vault: VaultState,
  from: number,
): Holdings & { state: VaultState; aumBits: bigint } {
  const holdings = vaultHoldings(context, vault, from);
  const state = chargeFees(vault, holdings.investedBits, context.clock.unixTimestamp);
  if (state.pendingFeesSf !== vault.pendingFeesSf) {
    const charged = (state.pendingFeesSf - vault.pendingFeesSf) >> 60n;
    context.log(`Program log: fees charged ${charged}, pending ${state.pendingFeesSf >> 60n}`);
  }
  const aumBits = computeAum(state.tokenAvailable, holdings.investedBits, state.pendingFeesSf);
  return { ...holdings, state, aumBits };
}

/** The least of some raw amounts. */
export function least(first: bigint, ...rest: bigint[]): bigint {
  let low = first;
  for (const value of rest) if (value < low) low = value;
  return low;
}
