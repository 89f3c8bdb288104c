import { type Address, associatedTokenAddress, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import type { VaultState } from '../accounts/vaultState';
import {
  depositInstruction,
  type VaultUserInput,
  withdrawFromAvailableInstruction,
  withdrawInstruction,
} from '../instructions/userInstructions';
import { type VaultReserveKeys, vaultKeysOf } from '../instructions/vaultKeys';
import { vaultAumSf } from '../math/fees';
import { vaultAtLanding } from '../math/landing';
import { planWithdraw, type WithdrawStep } from '../math/planWithdraw';
import type { VaultReserveView } from '../query/reserves';
import { isReserveAtLanding, vaultInvestedSf } from './vaultLanding';

export interface VaultActionInput {
  state: VaultState;
  reserves: readonly VaultReserveView[];
  wallet: Address;
}

/** The user side of the vault's instructions: the wallet's ATAs of the token and the shares. */
export function vaultUserInput({ state, reserves, wallet }: VaultActionInput): VaultUserInput {
  return {
    vault: vaultKeysOf(state),
    user: wallet,
    userTokenAta: associatedTokenAddress(wallet, state.tokenMint, state.tokenProgram).address,
    userSharesAta: associatedTokenAddress(wallet, state.sharesMint, TOKEN_PROGRAM_ID).address,
    vaultReserves: reserves.map((view) => ({
      reserve: view.keys.reserve,
      lendingMarket: view.keys.lendingMarket,
    })),
  };
}

/**
 * The vault's net value (raw tokens) from its state and its reserves' views. With `nowSeconds`,
 * the reward stream and the fees the program will charge first at that time are brought in too
 * (what a deposit or a withdrawal then sees). Reserves valued at the landing slot
 * (`VaultReserveAtLanding`) are valued exactly as the program does (the AUM a Fraction, floored
 * here); plain views at their floored `invested`.
 */
export function vaultAumOf(
  state: VaultState,
  reserves: readonly VaultReserveView[],
  nowSeconds?: bigint,
): bigint {
  const investedSf = reserves.every(isReserveAtLanding)
    ? vaultInvestedSf(reserves)
    : reserves.reduce((sum, view) => sum + (view.invested << 60n), 0n);
  if (nowSeconds === undefined) {
    return vaultAumSf(state.tokenAvailable, investedSf, state.pendingFeesSf) >> 60n;
  }
  return vaultAtLanding(state, investedSf, nowSeconds).aumSf >> 60n;
}

/** deposit(max_amount) for the wallet (its shares ATA must exist: create it first). */
export function vaultDepositInstruction(
  input: VaultActionInput & { amount: bigint },
): TransactionInstruction {
  return depositInstruction({ ...vaultUserInput(input), maxAmount: input.amount });
}

/**
 * The withdrawal of `shares` as the program pays it (`planWithdraw`): one
 * withdraw_from_available when the available tokens cover it, else one withdraw per reserve it
 * needs, the reserve that can pay most first.
 */
export function vaultWithdrawSteps(
  input: Omit<VaultActionInput, 'wallet'> & { shares: bigint },
): WithdrawStep<VaultReserveKeys>[] {
  return planWithdraw({
    shares: input.shares,
    sharesIssued: input.state.sharesIssued,
    aum: vaultAumOf(input.state, input.reserves),
    tokenAvailable: input.state.tokenAvailable,
    reserves: input.reserves.map((view) => ({
      reserve: view.keys,
      invested: view.invested,
      availableLiquidity: view.availableLiquidity,
    })),
  });
}

/** The instructions of `vaultWithdrawSteps`. */
export function vaultWithdrawInstructions(
  input: VaultActionInput & { shares: bigint },
): TransactionInstruction[] {
  const user = vaultUserInput(input);
  return vaultWithdrawSteps(input).map((step) =>
    step.from === null
      ? withdrawFromAvailableInstruction({ ...user, sharesAmount: step.shares })
      : withdrawInstruction({ ...user, sharesAmount: step.shares, fromReserve: step.from }),
  );
}
