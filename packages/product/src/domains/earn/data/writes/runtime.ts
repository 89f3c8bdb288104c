/**
 * What the vault's deposit and withdraw forms need from web3.js and the vault program package,
 * behind one dynamic import so neither is in the screen's own chunk.
 */
import {
  type Address,
  blockTimeQueryOptions,
  type ChainQueryContext,
  createAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  sameAddress,
  slotQueryOptions,
  tokenAccountsQueryOptions,
  type UserState,
  userFarmStatesQueryOptions,
} from '@keel/chain-readers';
import { farmStakeAmount } from '@keel/core-math';
import {
  type GlobalConfig,
  previewVaultDeposit,
  previewVaultWithdrawal,
  registerVaultProgramErrors,
  type VaultQueryContext,
  type VaultReserveAtLanding,
  type VaultReserveReading,
  type VaultState,
  vaultAumOf,
  vaultDepositInstruction,
  vaultGlobalConfigQueryOptions,
  vaultKeys,
  vaultReservesQueryOptions,
  vaultStateQueryOptions,
  vaultUserInput,
  vaultWithdrawInstructions,
  vaultWithdrawSteps,
  withdrawalPenaltyOf,
} from '@keel/vault-programs';
import { programErrorRegistry } from '@keel/wallet-connect';
import type { TransactionInstruction } from '@solana/web3.js';
import { vaultReservesAtSlot } from './reservesAtSlot';
import type { VaultLandingPreview } from './vaultPreview';

export type VaultWriteChain = VaultQueryContext &
  ChainQueryContext<'getTokenAccountsByOwner' | 'getSlot' | 'getBlockTime' | 'getProgramAccounts'>;

/** A vault without a farm names the default (all-zero) address as its farm. */
const NO_FARM = '11111111111111111111111111111111';

let errorsRegistered = false;
function registerErrors() {
  if (errorsRegistered) return;
  registerVaultProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

export interface VaultActionRequest {
  state: VaultState;
  /** The vault's reserves valued as the program will at the slot read last. */
  reserves: readonly VaultReserveAtLanding[];
  wallet: string;
}

/** Where the transaction is expected to land: the slot and its block time read last. */
export interface VaultLandingTime {
  slot: number;
  /** Unix seconds. */
  now: number;
}

export const vaultWritesRuntime = {
  vaultQuery(chain: VaultWriteChain, vault: string | undefined) {
    return vault ? vaultStateQueryOptions(chain, createAddress(vault)) : undefined;
  },
  reservesQuery(chain: VaultWriteChain, state: VaultState | undefined) {
    return state ? vaultReservesQueryOptions(chain, state) : undefined;
  },
  walletTokensQuery(chain: VaultWriteChain, wallet: string | undefined) {
    return wallet ? tokenAccountsQueryOptions(chain, createAddress(wallet)) : undefined;
  },
  /**
   * The wallet's farm stakes, read only for a vault with a farm (its deposits' shares may be
   * staked there); under the wallet's keys, so every write refreshes them.
   */
  walletFarmStatesQuery(chain: VaultWriteChain, state: VaultState | undefined, wallet?: string) {
    if (!state || !wallet || state.vaultFarm.toBase58() === NO_FARM) return undefined;
    return userFarmStatesQueryOptions(chain, createAddress(wallet));
  },
  /** Raw shares the wallet has staked in the vault's farm (0 without a farm or a stake). */
  stakedShares(farmStates: readonly UserState[] | undefined, state: VaultState): bigint {
    const stake = farmStates?.find((farm) => sameAddress(farm.farmState, state.vaultFarm));
    if (!stake) return 0n;
    return BigInt(
      farmStakeAmount(stake.activeStakeScaled, stake.isFarmDelegated).floor().toFixed(),
    );
  },
  /** The current slot (polled): the program values the vault's reserves at the slot it runs in. */
  slotQuery: (chain: VaultWriteChain) => slotQueryOptions(chain),
  /** The current slot's block time (polled): the program charges its fees up to it. */
  blockTimeQuery: (chain: VaultWriteChain) => blockTimeQueryOptions(chain),
  /** The program's global config (its withdrawal penalty floor); null when it has none. */
  globalConfigQuery: (chain: VaultWriteChain) => vaultGlobalConfigQueryOptions(chain),
  /** The reserves with the vault's holdings valued as the program will at `slot` (refreshed). */
  reservesAtSlot: (
    readings: readonly VaultReserveReading[],
    slot: number,
  ): VaultReserveAtLanding[] => vaultReservesAtSlot(readings, BigInt(slot)),
  /** Raw tokens and raw shares the wallet holds in its two associated token accounts. */
  walletHoldings(
    accounts: readonly { address: Address; amount: bigint }[],
    input: VaultActionRequest,
  ): { tokens: bigint; shares: bigint } {
    const user = vaultUserInput({ ...input, wallet: createAddress(input.wallet) });
    const amountAt = (address: Address) =>
      accounts.find((account) => sameAddress(account.address, address))?.amount ?? 0n;
    return { tokens: amountAt(user.userTokenAta), shares: amountAt(user.userSharesAta) };
  },
  /** The vault's net value in raw tokens at `now`, less the fees the program charges first. */
  aum: (state: VaultState, reserves: readonly VaultReserveAtLanding[], now: number) =>
    vaultAumOf(state, reserves, BigInt(now)),
  /**
   * What a deposit and a withdrawal will do if they land at `time` (the program's own
   * arithmetic: rewards and fees charged first, the crank fund fee, the withdrawal penalty).
   */
  landingPreview(
    request: Omit<VaultActionRequest, 'wallet'>,
    time: VaultLandingTime,
    globalConfig: GlobalConfig | null,
  ): VaultLandingPreview {
    const nowSeconds = BigInt(time.now);
    const penalty = withdrawalPenaltyOf(request.state, globalConfig);
    return {
      deposit: (amount) => previewVaultDeposit({ ...request, amount, nowSeconds }),
      withdraw: (shares) =>
        previewVaultWithdrawal({
          ...request,
          nowSeconds,
          penalty,
          steps: vaultWithdrawSteps({ ...request, shares }),
        }),
    };
  },
  /** Every vault query of the endpoint: refreshed after a deposit or a withdrawal. */
  allKeys: (endpoint: string) => vaultKeys.all(endpoint),
  /** The wallet's shares account (created when missing, a no-op otherwise), then deposit. */
  depositInstructions(input: VaultActionRequest & { amount: bigint }): TransactionInstruction[] {
    registerErrors();
    const wallet = createAddress(input.wallet);
    return [
      createAssociatedTokenAccountIdempotentInstruction({
        payer: wallet,
        owner: wallet,
        mint: input.state.sharesMint,
      }),
      vaultDepositInstruction({ ...input, wallet }),
    ];
  },
  /** The withdrawal as the program pays it: from available, then from the reserves. */
  withdrawInstructions(input: VaultActionRequest & { shares: bigint }): TransactionInstruction[] {
    registerErrors();
    return vaultWithdrawInstructions({ ...input, wallet: createAddress(input.wallet) });
  },
};

export type VaultWritesRuntime = typeof vaultWritesRuntime;
