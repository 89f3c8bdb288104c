/**
 * What the vault's deposit and withdraw forms need from web3.js and the vault program package,
 * behind one dynamic import so neither is in the screen's own chunk.
 */
import {
  type Address,
  type ChainQueryContext,
  createAddress,
  sameAddress,
  slotQueryOptions,
  tokenAccountsQueryOptions,
} from '@keel/chain-readers';
import { createAssociatedTokenAccountIdempotentInstruction } from '@keel/lending-programs';
import {
  registerVaultProgramErrors,
  type VaultQueryContext,
  type VaultReserveReading,
  type VaultReserveView,
  type VaultState,
  vaultAumOf,
  vaultDepositInstruction,
  vaultKeys,
  vaultReservesQueryOptions,
  vaultStateQueryOptions,
  vaultUserInput,
  vaultWithdrawInstructions,
} from '@keel/vault-programs';
import { programErrorRegistry } from '@keel/wallet-connect';
import type { TransactionInstruction } from '@solana/web3.js';
import { vaultReservesAtSlot } from './reservesAtSlot';

export type VaultWriteChain = VaultQueryContext &
  ChainQueryContext<'getTokenAccountsByOwner' | 'getSlot'>;

let errorsRegistered = false;
function registerErrors() {
  if (errorsRegistered) return;
  registerVaultProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

export interface VaultActionRequest {
  state: VaultState;
  reserves: readonly VaultReserveView[];
  wallet: string;
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
  /** The current slot (polled): the program values the vault's reserves at the slot it runs in. */
  slotQuery: (chain: VaultWriteChain) => slotQueryOptions(chain),
  /** The reserves with the vault's holdings valued as the program will at `slot` (refreshed). */
  reservesAtSlot: (readings: readonly VaultReserveReading[], slot: number): VaultReserveView[] =>
    vaultReservesAtSlot(readings, BigInt(slot)),
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
  /** The vault's net value in raw tokens, less the fees the program charges before the action. */
  aum: (state: VaultState, reserves: readonly VaultReserveView[]) =>
    vaultAumOf(state, reserves, BigInt(Math.floor(Date.now() / 1000))),
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
