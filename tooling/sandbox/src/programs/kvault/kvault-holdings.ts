import { toPublicKey } from '@keel/chain-readers';
import {
  activeAllocations,
  chargeVaultFees,
  type VaultState,
  vaultAum,
  vaultAumSf,
} from '@keel/vault-programs';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import {
  collateralToLiquidity,
  exchangeRate,
  fractionCollateralToLiquidity,
} from '../klend/actions/collateral-rate';
import { FRACTION_BITS } from '../klend/fraction';
import type { ReserveAccount } from '../klend/reserve-account';
import { readReserve } from './kvault-accounts';
import { vaultFailure } from './kvault-errors';

export interface VaultHoldingsView {
  /** Net value in raw tokens (available + invested − pending fees). */
  aum: bigint;
  /** The invested total in fraction bits, as the program sums it (unfloored). */
  investedSf: bigint;
  /** Per reserve (base58): the reserve and what the vault's cTokens of it are worth. */
  reserves: Map<string, { reserve: ReserveAccount; invested: bigint }>;
}

/**
 * The vault's value as the program computes it before each operation: every reserve it allocates
 * to must be among the remaining accounts (from `from` on), each one's cTokens valued at the
 * reserve's exchange rate (floored).
 */
export function vaultHoldings(
  context: InstructionContext,
  vault: VaultState,
  from: number,
): VaultHoldingsView {
  const remaining = context.accounts.slice(from);
  const reserves = new Map<string, { reserve: ReserveAccount; invested: bigint }>();
  let investedSf = 0n;
  for (const allocation of activeAllocations(vault.vaultAllocationStrategy)) {
    const meta = remaining.find((candidate) =>
      candidate.address.equals(toPublicKey(allocation.reserve)),
    );
    if (meta === undefined) throw vaultFailure('ReserveNotProvidedInTheAccounts');
    const reserve = readReserve(context, meta.address);
    if (reserve === null) throw vaultFailure('CouldNotDeserializeAccountAsReserve');
    const rate = exchangeRate(reserve);
    const invested =
      allocation.ctokenAllocation === 0n
        ? 0n
        : collateralToLiquidity(rate, allocation.ctokenAllocation);
    investedSf += fractionCollateralToLiquidity(rate, allocation.ctokenAllocation << FRACTION_BITS);
    reserves.set(allocation.reserve.toBase58(), { reserve, invested });
  }
  const aum = vaultAum({
    tokenAvailable: vault.tokenAvailable,
    invested: [...reserves.values()].map((entry) => entry.invested),
    pendingFees: vault.pendingFeesSf >> 60n,
  });
  return { aum, investedSf, reserves };
}

/**
 * The holdings after the program's fee charge (`charge_fees`, run first by every deposit,
 * withdrawal and invest): the charged state to write back, and the AUM without the new fees.
 */
export function chargedHoldings(
  context: InstructionContext,
  vault: VaultState,
  from: number,
): VaultHoldingsView & { state: VaultState; aumSf: bigint } {
  const before = vaultHoldings(context, vault, from);
  const state = chargeVaultFees(vault, before.investedSf, context.clock.unixTimestamp);
  const aum = vaultAum({
    tokenAvailable: state.tokenAvailable,
    invested: [...before.reserves.values()].map((entry) => entry.invested),
    pendingFees: state.pendingFeesSf >> FRACTION_BITS,
  });
  const aumSf = vaultAumSf(state.tokenAvailable, before.investedSf, state.pendingFeesSf);
  if (state.pendingFeesSf !== vault.pendingFeesSf) {
    const charged = (state.pendingFeesSf - vault.pendingFeesSf) >> FRACTION_BITS;
    context.log(
      `Program log: fees charged ${charged}, pending ${state.pendingFeesSf >> FRACTION_BITS}`,
    );
  }
  return { ...before, aum, aumSf, state };
}

/** The least of some raw amounts. */
export function least(first: bigint, ...rest: bigint[]): bigint {
  let low = first;
  for (const value of rest) if (value < low) low = value;
  return low;
}
