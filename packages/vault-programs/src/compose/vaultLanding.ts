import { type Address, sameAddress } from '@keel/chain-readers';
import type { VaultState } from '../accounts/vaultState';
import type { VaultReserveKeys } from '../instructions/vaultKeys';
import {
  depositLanding,
  type VaultAtLanding,
  type VaultDepositLanding,
  type VaultWithdrawLanding,
  vaultAtLanding,
  type WithdrawalPenalty,
  type WithdrawReserve,
  withdrawLanding,
} from '../math/landing';
import type { WithdrawStep } from '../math/planWithdraw';
import { reserveRateAtSlot } from '../math/reserveAccrual';
import { ctokensValueSf, type ReserveExchangeRate } from '../math/reserveRate';
import type { VaultReserveReading, VaultReserveView } from '../query/reserves';

/**
 * A reserve of the vault valued as the program will value it where the transaction lands: the
 * vault's cTokens there and the reserve's exchange rate refreshed to that slot.
 */
export interface VaultReserveAtLanding extends VaultReserveView {
  ctokens: bigint;
  rate: ReserveExchangeRate;
}

/**
 * A reserve as read, valued as the program will at `slot`: klend's refresh accrues the interest
 * of the slots since the reserve's last refresh, then the vault's cTokens are worth their share of
 * the total supply (`invested` is that value floored).
 */
export function vaultReserveAtSlot(
  reading: VaultReserveReading,
  slot: bigint,
): VaultReserveAtLanding {
  const rate = reserveRateAtSlot(reading.reserve, slot);
  return {
    keys: reading.keys,
    availableLiquidity: reading.availableLiquidity,
    invested: ctokensValueSf(reading.ctokens, rate) >> 60n,
    ctokens: reading.ctokens,
    rate,
  };
}

/** Whether a reserve view carries what the exact valuation needs. */
export function isReserveAtLanding(view: VaultReserveView): view is VaultReserveAtLanding {
  return 'rate' in view && 'ctokens' in view;
}

/** Σ the exact value (Fraction bits) of the vault's cTokens in each reserve. */
export function vaultInvestedSf(reserves: readonly VaultReserveAtLanding[]): bigint {
  return reserves.reduce((sum, view) => sum + ctokensValueSf(view.ctokens, view.rate), 0n);
}

/** The vault at the landing time: rewards and fees charged, the AUM as a Fraction. */
export function vaultLandingOf(
  state: VaultState,
  reserves: readonly VaultReserveAtLanding[],
  nowSeconds: bigint,
): VaultAtLanding {
  return vaultAtLanding(state, vaultInvestedSf(reserves), nowSeconds);
}

/** What `deposit(amount)` will mint and take, landing at `nowSeconds` with these reserves. */
export function previewVaultDeposit(input: {
  state: VaultState;
  reserves: readonly VaultReserveAtLanding[];
  amount: bigint;
  nowSeconds: bigint;
}): VaultDepositLanding {
  return depositLanding(
    vaultLandingOf(input.state, input.reserves, input.nowSeconds),
    input.amount,
  );
}

/**
 * What one withdrawal instruction of `shares` will burn and pay: `withdraw` from the reserve
 * `from`, or `withdraw_from_available` when `from` is null.
 */
export function previewVaultWithdraw(input: {
  state: VaultState;
  reserves: readonly VaultReserveAtLanding[];
  shares: bigint;
  nowSeconds: bigint;
  penalty: WithdrawalPenalty;
  from: Address | null;
}): VaultWithdrawLanding {
  const landing = vaultLandingOf(input.state, input.reserves, input.nowSeconds);
  return withdrawLanding(landing, input.shares, input.penalty, withdrawReserveOf(input));
}

function withdrawReserveOf(input: {
  reserves: readonly VaultReserveAtLanding[];
  from: Address | null;
}): WithdrawReserve | null {
  if (input.from === null) return null;
  const from = input.from;
  const view = input.reserves.find((candidate) => sameAddress(candidate.keys.reserve, from));
  if (view === undefined) throw new Error('The reserve is not one of the vault’s');
  return { reserve: view.keys.reserve, ctokens: view.ctokens, rate: view.rate };
}

/** A reserve after klend redeemed `ctokens` of it for `liquidity`. */
function afterRedeem(
  view: VaultReserveAtLanding,
  ctokens: bigint,
  liquidity: bigint,
): VaultReserveAtLanding {
  const rate = {
    totalSupplySf: view.rate.totalSupplySf - (liquidity << 60n),
    ctokenSupply: view.rate.ctokenSupply - ctokens,
  };
  const held = view.ctokens - ctokens;
  return {
    ...view,
    ctokens: held,
    rate,
    invested: ctokensValueSf(held, rate) >> 60n,
    availableLiquidity: view.availableLiquidity - liquidity,
  };
}

/**
 * What a planned withdrawal (`steps`, as `planWithdraw` splits it) will burn and pay in all, each
 * instruction seeing the vault and the reserve the previous one left (in the same slot: no more
 * interest, no more time for fees).
 */
export function previewVaultWithdrawal(input: {
  state: VaultState;
  reserves: readonly VaultReserveAtLanding[];
  steps: readonly WithdrawStep<VaultReserveKeys>[];
  nowSeconds: bigint;
  penalty: WithdrawalPenalty;
}): { sharesBurnt: bigint; paid: bigint; steps: VaultWithdrawLanding[] } {
  let state = input.state;
  let reserves = [...input.reserves];
  const steps: VaultWithdrawLanding[] = [];
  for (const step of input.steps) {
    const landing = vaultLandingOf(state, reserves, input.nowSeconds);
    const result = withdrawLanding(
      landing,
      step.shares,
      input.penalty,
      withdrawReserveOf({ reserves, from: step.from?.reserve ?? null }),
    );
    steps.push(result);
    state = result.stateAfter;
    const from = step.from?.reserve ?? null;
    if (from !== null && result.ctokensRedeemed > 0n) {
      reserves = reserves.map((view) =>
        sameAddress(view.keys.reserve, from)
          ? afterRedeem(view, result.ctokensRedeemed, result.disinvested)
          : view,
      );
    }
  }
  return {
    sharesBurnt: steps.reduce((sum, step) => sum + step.sharesBurnt, 0n),
    paid: steps.reduce((sum, step) => sum + step.paid, 0n),
    steps,
  };
}
