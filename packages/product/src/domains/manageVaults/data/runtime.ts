/**
 * The manage-vaults domain's code that needs web3.js and the vault program writer, behind one
 * dynamic import: the screens' chunks stay small.
 */
import {
  type Address,
  associatedTokenAddress,
  type ChainQueryContext,
  createAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  type Reserve,
  sameAddress,
  tokenAccountsQueryOptions,
  toPublicKey,
} from '@keel/chain-readers';
import {
  initVaultInstruction,
  investInstruction,
  registerVaultProgramErrors,
  u64ConfigValue,
  updateReserveAllocationInstruction,
  updateVaultConfigInstruction,
  VAULT_PROGRAM_ID,
  VAULT_STATE_SIZE,
  type VaultConfigField,
  type VaultReserveKeys,
  type VaultReserveView,
  type VaultState,
  vaultAumOf,
  vaultKeys,
  vaultKeysOf,
  vaultListQueryOptions,
  vaultReservesQueryOptions,
  vaultStateQueryOptions,
} from '@keel/vault-programs';
import {
  nothingToCompare,
  programErrorRegistry,
  type TransactionRequest,
} from '@keel/wallet-connect';
import { Keypair, SystemProgram } from '@solana/web3.js';
import type { QueryKey } from '@tanstack/react-query';
import { isNotFoundError } from '../../../common/notFound';

export type ManageVaultsChain = ChainQueryContext<
  'getProgramAccounts' | 'getMultipleAccountsInfo' | 'getTokenAccountsByOwner'
>;

let errorsRegistered = false;
function registerErrorsOnce(): void {
  if (errorsRegistered) return;
  registerVaultProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

/** Rent-exempt lamports of an account of `size` bytes (3480 lamports per byte-year, 2 years). */
/**
 * Why a curator's settings edit has no figure to check: it moves no tokens and changes no
 * position; the form shows the values it sends, which the program stores as given.
 */
const SETTINGS_NOTHING_TO_COMPARE =
  'A settings change moves no tokens; the form shows the values it sends';

const rentExempt = (size: number) => (size + 128) * 3480 * 2;

const toKey = (address: string | undefined): Address | undefined => {
  if (!address) return undefined;
  try {
    return createAddress(address);
  } catch {
    return undefined;
  }
};

/** A lending reserve as the vault's instructions name it. */
function reserveKeys(reserve: Reserve): VaultReserveKeys {
  return {
    reserve: reserve.address,
    lendingMarket: reserve.lendingMarket,
    reserveLiquiditySupply: reserve.liquidity.supplyVault,
    reserveCollateralMint: reserve.collateral.mintPubkey,
  };
}

export interface CreateVaultInput {
  admin: string;
  /** A reserve of the vault's token: its mint and token program. */
  reserve: Reserve;
  name: string;
  label: string;
}

/** A missing account, or one that is not a vault. */
const isVaultNotFound = (error: unknown) =>
  isNotFoundError(error) || (error instanceof Error && / not found$/.test(error.message));

export const manageVaultsRuntime = {
  isAddress: (address: string | undefined) => toKey(address) !== undefined,
  isNotFoundError: isVaultNotFound,
  listQuery: (chain: ManageVaultsChain) => vaultListQueryOptions(chain),
  vaultQuery(chain: ManageVaultsChain, vault: string | undefined) {
    const key = toKey(vault);
    // An address that is not a vault stays so: no retries before saying it.
    return key
      ? {
          ...vaultStateQueryOptions(chain, key),
          retry: (failures: number, error: Error) => !isVaultNotFound(error) && failures < 3,
        }
      : undefined;
  },
  reservesQuery(chain: ManageVaultsChain, state: VaultState | undefined) {
    return state ? vaultReservesQueryOptions(chain, state) : undefined;
  },
  walletTokensQuery(chain: ManageVaultsChain, wallet: string | undefined) {
    const key = toKey(wallet);
    return key ? tokenAccountsQueryOptions(chain, key) : undefined;
  },
  /** Raw tokens of `reserve`'s mint in the wallet's associated account. */
  walletTokenAmount(
    accounts: readonly { address: Address; amount: bigint }[],
    wallet: string,
    reserve: Reserve,
  ): bigint {
    const ata = associatedTokenAddress(
      createAddress(wallet),
      reserve.liquidity.mintPubkey,
      reserve.liquidity.tokenProgram,
    ).address;
    return accounts.find((account) => sameAddress(account.address, ata))?.amount ?? 0n;
  },
  /** The vault's net value in raw tokens. */
  aum: (state: VaultState, views: readonly VaultReserveView[]) => vaultAumOf(state, views),
  /** Every vault read of the endpoint: refreshed after any vault change. */
  invalidations: (endpoint: string): QueryKey[] => [vaultKeys.all(endpoint)],

  /** update_reserve_allocation: adds the reserve or changes its weight and cap. */
  allocationRequests(input: {
    admin: string;
    state: VaultState;
    reserve: Reserve;
    weight: bigint;
    cap: bigint;
    label: string;
  }): TransactionRequest[] {
    registerErrorsOnce();
    const instruction = updateReserveAllocationInstruction({
      signer: createAddress(input.admin),
      vault: input.state.address,
      baseVaultAuthority: input.state.baseVaultAuthority,
      reserve: reserveKeys(input.reserve),
      weight: input.weight,
      cap: input.cap,
    });
    return [
      {
        label: input.label,
        instructions: [instruction],
        check: nothingToCompare(SETTINGS_NOTHING_TO_COMPARE),
      },
    ];
  },

  /** One update_vault_config per changed setting, in one transaction. */
  configRequests(input: {
    admin: string;
    vault: string;
    /** The vault's reserves, which the program refreshes before charging fees. */
    views: readonly VaultReserveView[];
    changes: readonly { field: VaultConfigField; value: bigint }[];
    label: string;
  }): TransactionRequest[] {
    registerErrorsOnce();
    const signer = createAddress(input.admin);
    const vault = createAddress(input.vault);
    const vaultReserves = input.views.map((view) => ({
      reserve: view.keys.reserve,
      lendingMarket: view.keys.lendingMarket,
    }));
    const instructions = input.changes.map((change) =>
      updateVaultConfigInstruction({
        signer,
        vault,
        field: change.field,
        value: u64ConfigValue(change.value),
        vaultReserves,
      }),
    );
    return [
      { label: input.label, instructions, check: nothingToCompare(SETTINGS_NOTHING_TO_COMPARE) },
    ];
  },

  /** invest toward one reserve's target, cranked by the wallet (its token account made first). */
  investRequests(input: {
    payer: string;
    state: VaultState;
    reserve: Reserve;
    views: readonly VaultReserveView[];
    label: string;
  }): TransactionRequest[] {
    registerErrorsOnce();
    const payer = createAddress(input.payer);
    const { state } = input;
    const instruction = investInstruction({
      payer,
      payerTokenAccount: associatedTokenAddress(payer, state.tokenMint, state.tokenProgram).address,
      vault: vaultKeysOf(state),
      reserve: reserveKeys(input.reserve),
      vaultReserves: input.views.map((view) => ({
        reserve: view.keys.reserve,
        lendingMarket: view.keys.lendingMarket,
      })),
    });
    // The program settles the invest's rounding through the cranker's token account, which
    // must exist: created first when missing, as the official client does.
    const payerTokenAccount = createAssociatedTokenAccountIdempotentInstruction({
      payer,
      owner: payer,
      mint: state.tokenMint,
      tokenProgramId: state.tokenProgram,
    });
    return [{ label: input.label, instructions: [payerTokenAccount, instruction] }];
  },

  /**
   * A new vault: its state account (a new keypair, signed beside the wallet), init_vault (which
   * takes its first deposit from the admin's token account), then its name.
   */
  createVaultRequests(input: CreateVaultInput): {
    address: string;
    requests: TransactionRequest[];
  } {
    registerErrorsOnce();
    const admin = createAddress(input.admin);
    const account = Keypair.generate();
    const { liquidity } = input.reserve;
    const name = new TextEncoder().encode(input.name);
    const instructions = [
      SystemProgram.createAccount({
        fromPubkey: toPublicKey(admin),
        newAccountPubkey: account.publicKey,
        lamports: rentExempt(VAULT_STATE_SIZE),
        space: VAULT_STATE_SIZE,
        programId: toPublicKey(VAULT_PROGRAM_ID),
      }),
      initVaultInstruction({
        admin,
        vault: account.publicKey,
        tokenMint: liquidity.mintPubkey,
        tokenProgram: liquidity.tokenProgram,
        adminTokenAccount: associatedTokenAddress(
          admin,
          liquidity.mintPubkey,
          liquidity.tokenProgram,
        ).address,
      }),
      ...(name.length > 0
        ? [
            updateVaultConfigInstruction({
              signer: admin,
              vault: account.publicKey,
              field: 'Name',
              value: name,
            }),
          ]
        : []),
    ];
    return {
      address: account.publicKey.toBase58(),
      requests: [{ label: input.label, instructions, signers: [account] }],
    };
  },
};

export type ManageVaultsRuntime = typeof manageVaultsRuntime;
