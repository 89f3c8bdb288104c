import { type Address, sameAddress } from '@keel/chain-readers';
import { activeAllocations } from '../accounts/vaultAllocation';
import type { VaultState } from '../accounts/vaultState';
import { chargeVaultFees, vaultAumSf } from './fees';
import {
  ceilOf,
  floorOf,
  fracOf,
  fractionOf,
  fullMulFractionRatioCeil,
  fullMulIntRatio,
  fullMulIntRatioCeil,
} from './fraction';
import { ctokensValueSf, liquidityToCtokensCeil, type ReserveExchangeRate } from './reserveRate';

/*
 * What a deposit or a withdrawal does when it lands, as kvault 2.1.1's `vault_operations::deposit`
 * and `withdraw` compute it: the reward stream and the fees brought to the landing time first,
 * then shares and tokens from the AUM as a Fraction (available + the exact value of every
 * reserve's cTokens − pending fees).
 */

/** The vault as the instruction sees it after `refresh_rewards` and `charge_fees`. */
export interface VaultAtLanding {
  state: VaultState;
  /** The AUM in Fraction bits (0 when the pending fees exceed the holdings). */
  aumSf: bigint;
}

/** `refresh_rewards`: the reward stream's tokens since its last issuance join the available. */
export function refreshVaultRewards(state: VaultState, nowSeconds: bigint): VaultState {
  if (state.rewardPerSecond === 0n || state.rewardsAvailable === 0n) return state;
  if (state.rewardLastIssuanceTs === 0n) return { ...state, rewardLastIssuanceTs: nowSeconds };
  const seconds =
    nowSeconds > state.rewardLastIssuanceTs ? nowSeconds - state.rewardLastIssuanceTs : 0n;
  if (seconds === 0n) return state;
  const pending = state.rewardPerSecond * seconds;
  const paid = least(pending, state.rewardsAvailable);
  return {
    ...state,
    tokenAvailable: state.tokenAvailable + paid,
    rewardsAvailable: state.rewardsAvailable - paid,
    cumulativeRewardsDistributed: state.cumulativeRewardsDistributed + paid,
    rewardLastIssuanceTs: nowSeconds,
  };
}

/** The vault at `nowSeconds` with `investedSf` (Σ its reserves' exact cToken values) invested. */
export function vaultAtLanding(
  state: VaultState,
  investedSf: bigint,
  nowSeconds: bigint,
): VaultAtLanding {
  const charged = chargeVaultFees(refreshVaultRewards(state, nowSeconds), investedSf, nowSeconds);
  return {
    state: charged,
    aumSf: vaultAumSf(charged.tokenAvailable, investedSf, charged.pendingFeesSf),
  };
}

/** `get_reserves_with_allocation_count`: reserves with a weight and a cap. */
export function allocatedReserveCount(state: VaultState): bigint {
  return BigInt(
    activeAllocations(state.vaultAllocationStrategy).filter(
      (a) => a.targetAllocationWeight > 0n && a.tokenAllocationCap > 0n,
    ).length,
  );
}

/** `get_shares_to_mint`: 1:1 into an empty vault, else issued × amount / ⌈AUM⌉, floored. */
export function sharesToMintSf(amount: bigint, sharesIssued: bigint, aumSf: bigint): bigint {
  if (sharesIssued === 0n) return amount;
  if (aumSf === 0n) return 0n;
  return floorOf(fullMulIntRatio(fractionOf(sharesIssued), amount, ceilOf(aumSf)));
}

/** `compute_amount_to_deposit_from_shares_to_mint`: AUM × shares / issued, rounded up twice. */
export function tokensForMintedSharesSf(shares: bigint, sharesIssued: bigint, aumSf: bigint) {
  if (sharesIssued === 0n) return shares;
  return ceilOf(fullMulIntRatioCeil(aumSf, shares, sharesIssued));
}

/** What a deposit of `maxAmount` does when it lands. */
export interface VaultDepositLanding {
  shares: bigint;
  /** Tokens valued into the vault for the shares. */
  tokens: bigint;
  /** The crank fund fee: `crank_fund_fee_per_reserve` per allocated reserve. */
  crankFunds: bigint;
  /** What leaves the wallet: tokens + crank funds. */
  paid: bigint;
}

/** `deposit(max_amount)`: the crank fund fee set aside, shares minted for the rest. */
export function depositLanding(landing: VaultAtLanding, maxAmount: bigint): VaultDepositLanding {
  const { state, aumSf } = landing;
  const crankFunds = allocatedReserveCount(state) * state.crankFundFeePerReserve;
  if (crankFunds >= maxAmount) return { shares: 0n, tokens: 0n, crankFunds, paid: 0n };
  const shares = sharesToMintSf(maxAmount - crankFunds, state.sharesIssued, aumSf);
  const tokens = shares === 0n ? 0n : tokensForMintedSharesSf(shares, state.sharesIssued, aumSf);
  return { shares, tokens, crankFunds, paid: shares === 0n ? 0n : tokens + crankFunds };
}

/** The withdrawal penalty settings: `calculate_withdrawal_penalty_params` takes the larger each. */
export interface WithdrawalPenalty {
  bps: bigint;
  lamports: bigint;
}

/** The larger of the global config's and the vault's penalty settings. */
export function withdrawalPenaltyOf(
  state: Pick<VaultState, 'withdrawalPenaltyBps' | 'withdrawalPenaltyLamports'>,
  globalConfig: Pick<VaultState, 'withdrawalPenaltyBps' | 'withdrawalPenaltyLamports'> | null,
): WithdrawalPenalty {
  return {
    bps: most(state.withdrawalPenaltyBps, globalConfig?.withdrawalPenaltyBps ?? 0n),
    lamports: most(state.withdrawalPenaltyLamports, globalConfig?.withdrawalPenaltyLamports ?? 0n),
  };
}

/** `get_withdrawal_penalty`: the larger of total × bps and the flat lamports, rounded up. */
export function withdrawalPenaltyAmount(total: bigint, penalty: WithdrawalPenalty): bigint {
  const fromBps = fullMulIntRatio(fractionOf(total), penalty.bps, 10_000n);
  const flat = fractionOf(penalty.lamports);
  return ceilOf(most(fromBps, flat));
}

/** `compute_user_total_received_on_withdraw`: the whole AUM for every share, else pro rata. */
export function tokensForSharesSf(shares: bigint, sharesIssued: bigint, aumSf: bigint): bigint {
  if (sharesIssued === 0n) return 0n;
  return floorOf(shares === sharesIssued ? aumSf : fullMulIntRatio(aumSf, shares, sharesIssued));
}

/** The reserve a `withdraw` disinvests from: the vault's cTokens there and its rate. */
export interface WithdrawReserve {
  reserve: Address;
  ctokens: bigint;
  rate: ReserveExchangeRate;
}

/** What a withdrawal of `shares` does when it lands. */
export interface VaultWithdrawLanding {
  sharesBurnt: bigint;
  /** Tokens the wallet receives. */
  paid: bigint;
  fromAvailable: bigint;
  /** Tokens sent on from the reserve (after the rounding error). */
  fromReserve: bigint;
  ctokensRedeemed: bigint;
  /** Tokens the redeemed cTokens are worth (floored): what klend pays the vault for them. */
  disinvested: bigint;
  penalty: bigint;
  /** The vault after the withdrawal (what a next instruction in the transaction sees). */
  stateAfter: VaultState;
}

const nothing = (state: VaultState): VaultWithdrawLanding => ({
  sharesBurnt: 0n,
  paid: 0n,
  fromAvailable: 0n,
  fromReserve: 0n,
  ctokensRedeemed: 0n,
  disinvested: 0n,
  penalty: 0n,
  stateAfter: state,
});

/**
 * `withdraw(shares)` (a `reserve`) or `withdraw_from_available(shares)` (null): the shares' part
 * of the AUM less the penalty, paid from the available tokens first, the rest from the reserve —
 * the cTokens for it rounded up, one token less when their value has a larger fraction than the
 * part sent — and the shares that covers (penalty included) burnt, rounded up.
 */
export function withdrawLanding(
  landing: VaultAtLanding,
  shares: bigint,
  penalty: WithdrawalPenalty,
  reserve: WithdrawReserve | null,
): VaultWithdrawLanding {
  const { state, aumSf } = landing;
  const issued = state.sharesIssued;
  if (shares === 0n || aumSf === 0n) return nothing(state);
  const total = tokensForSharesSf(shares, issued, aumSf);
  const penaltyAmount = withdrawalPenaltyAmount(total, penalty);
  if (total === 0n || penaltyAmount >= total) return nothing(state);
  const forUser = total - penaltyAmount;
  const fromAvailable = least(state.tokenAvailable, forUser);
  let sendSf = 0n;
  let ctokens = 0n;
  let roundingError = 0n;
  let disinvested = 0n;
  if (reserve !== null) {
    const investedSf = ctokensValueSf(reserve.ctokens, reserve.rate);
    const wantedSf = fractionOf(forUser - fromAvailable);
    sendSf = least(investedSf, wantedSf);
    if (sendSf > 0n) {
      const needed = liquidityToCtokensCeil(floorOf(sendSf), reserve.rate);
      ctokens = least(needed, reserve.ctokens);
      const disinvestedSf = ctokensValueSf(ctokens, reserve.rate);
      const frac = fracOf(disinvestedSf);
      roundingError = frac > 0n && frac > fracOf(sendSf) ? 1n : 0n;
      disinvested = floorOf(disinvestedSf);
    }
  }
  const theoreticalSf = fractionOf(fromAvailable + penaltyAmount) + sendSf;
  const burn = ceilOf(fullMulFractionRatioCeil(theoreticalSf, fractionOf(issued), aumSf));
  const sharesBurnt = least(burn, shares);
  const fromReserve = floorOf(sendSf) - roundingError;
  const stateAfter: VaultState = {
    ...state,
    tokenAvailable: state.tokenAvailable - fromAvailable + (disinvested - fromReserve),
    sharesIssued: issued - sharesBurnt,
    prevAumSf: aumSf - (theoreticalSf - fractionOf(penaltyAmount)),
    vaultAllocationStrategy: state.vaultAllocationStrategy.map((entry) =>
      reserve !== null && ctokens > 0n && sameAddress(entry.reserve, reserve.reserve)
        ? { ...entry, ctokenAllocation: entry.ctokenAllocation - ctokens }
        : entry,
    ),
  };
  return {
    sharesBurnt,
    paid: fromAvailable + fromReserve,
    fromAvailable,
    fromReserve,
    ctokensRedeemed: ctokens,
    disinvested,
    penalty: penaltyAmount,
    stateAfter,
  };
}

function least(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function most(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
