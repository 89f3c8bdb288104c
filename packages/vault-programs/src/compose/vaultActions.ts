import { type Address, associatedTokenAddress, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import type { VaultState } from '../accounts/vaultState';
import {
  depositInstruction,
  type VaultUserInput,
  withdrawFromAvailableInstruction,
  withdrawInstruction,
} from '../instructions/userInstructions';
import { vaultKeysOf } from '../instructions/vaultKeys';
import { chargeVaultFees } from '../math/fees';
import { planWithdraw } from '../math/planWithdraw';
import { vaultAum } from '../math/shares';
import type { VaultReserveView } from '../query/reserves';

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
 * the fees the program will charge first at that time are taken out too (what a deposit or a
 * withdrawal then sees; the invested total is valued floored, the program's is not).
 */
export function vaultAumOf(
  state: VaultState,
  reserves: readonly VaultReserveView[],
  nowSeconds?: bigint,
): bigint {
  const invested = reserves.map((view) => view.invested);
  const pendingFeesSf =
    nowSeconds === undefined
      ? state.pendingFeesSf
      : chargeVaultFees(state, invested.reduce((sum, value) => sum + value, 0n) << 60n, nowSeconds)
          .pendingFeesSf;
  return vaultAum({
    tokenAvailable: state.tokenAvailable,
    invested,
    pendingFees: pendingFeesSf >> 60n,
  });
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
export function vaultWithdrawInstructions(
  input: VaultActionInput & { shares: bigint },
): TransactionInstruction[] {
  const user = vaultUserInput(input);
  const steps = planWithdraw({
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
  return steps.map((step) =>
    step.from === null
      ? withdrawFromAvailableInstruction({ ...user, sharesAmount: step.shares })
      : withdrawInstruction({ ...user, sharesAmount: step.shares, fromReserve: step.from }),
  );
}
