import {
  getAssociatedTokenAddress,
  getCTokenVaultPda,
  getKvaultGlobalConfigPda,
  getReserveWhitelistEntryPda,
  type KaminoVaultClient,
} from '@kamino-finance/klend-sdk';
import * as sdkInstructions from '@kamino-finance/klend-sdk/dist/@codegen/kvault/instructions';
import { VaultConfigField } from '@kamino-finance/klend-sdk/dist/@codegen/kvault/types';
import {
  type Address,
  associatedTokenAddress,
  KLEND_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { PublicKey, SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { VaultState } from '../accounts/vaultState';
import { vaultDepositInstruction, vaultUserInput } from '../compose/vaultActions';
import {
  initVaultInstruction,
  investInstruction,
  u64ConfigValue,
  updateReserveAllocationInstruction,
  updateVaultConfigInstruction,
} from '../instructions/adminInstructions';
import {
  withdrawFromAvailableInstruction,
  withdrawInstruction,
} from '../instructions/userInstructions';
import { vaultKeysOf } from '../instructions/vaultKeys';
import { reserveWhitelistEntryAddress } from '../pda';
import { VAULT_PROGRAM_ID } from '../programId';
import type { VaultReserveView } from '../query/reserves';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import {
  fromKit,
  fromWeb3,
  type KitInstruction,
  sdkAddress,
  sdkBn,
  sdkDecimal,
  sdkNone,
  sdkPda,
  sdkReserve,
  sdkReservesMap,
  sdkSigner,
  sdkSome,
  sdkVaultClient,
} from '../testing/sdkClient';

/**
 * The official vault client (klend-sdk 7.3.22's KaminoVaultClient, on @solana/kit 2.x) and ours,
 * for the same action and inputs, build the same instruction: program, data bytes, and every
 * account's address, signer and writable flags in order. The client runs offline: its vault is
 * our encoded VaultState decoded by its own decoder, its RPC answers only account owners (the
 * vault's mint, a reserve's whitelist entry). Where the client reaches the network for more than
 * that (a lookup table, the reserves' states), its generated builder gets the accounts the client
 * would derive, from its own PDA helpers.
 */

/** Methods the client declares private in its types; they are what its public ones call. */
interface ClientInternals {
  withdrawIx(...args: unknown[]): Promise<KitInstruction>;
  withdrawFromAvailableIxs(...args: unknown[]): Promise<KitInstruction[]>;
  updateUninitialisedVaultConfigIx(...args: unknown[]): Promise<KitInstruction>;
  getValueForModeAsBuffer(mode: unknown, value: string): Buffer;
  buildRemainingAccountsForVaultReserves(reserves: unknown, map: unknown): unknown[];
}
const internals = (client: KaminoVaultClient) => client as unknown as ClientInternals;

const wallet = testKey(50);
const reserves = [
  {
    reserve: testKey(21),
    lendingMarket: testKey(40),
    reserveLiquiditySupply: testKey(41),
    reserveCollateralMint: testKey(42),
  },
  {
    reserve: testKey(22),
    lendingMarket: testKey(40),
    reserveLiquiditySupply: testKey(43),
    reserveCollateralMint: testKey(44),
  },
];

/** The sample vault (allocations to testKey(21) and testKey(22)) without farms. */
function vaultState(overrides: Partial<VaultState> = {}): VaultState {
  return {
    ...sampleVaultState(),
    address: testKey(60),
    tokenProgram: TOKEN_PROGRAM_ID,
    vaultFarm: PublicKey.default,
    firstLossCapitalFarm: PublicKey.default,
    ...overrides,
  };
}

/** The sample vault with no allocation at all (a new vault). */
const emptyVaultState = () =>
  vaultState({
    vaultAllocationStrategy: vaultState().vaultAllocationStrategy.map((allocation) => ({
      ...allocation,
      reserve: PublicKey.default,
    })),
  });

const views: VaultReserveView[] = reserves.map((keys) => ({
  keys,
  invested: 0n,
  availableLiquidity: 0n,
}));

const ownedBy = (entries: Array<[Address, Address]>) =>
  new Map(entries.map(([address, owner]) => [address.toBase58(), owner]));

describe('the official vault client builds the same instructions', () => {
  it('deposit (depositIxs): the entry instruction after the shares ATA', async () => {
    const state = vaultState();
    const { client, vault } = sdkVaultClient(state);
    const built = await client.depositIxs(
      sdkSigner(wallet),
      vault,
      sdkDecimal('12.345678'),
      sdkReservesMap(reserves),
    );
    const theirs = built.depositIxs.at(-1) as unknown as KitInstruction;
    const ours = vaultDepositInstruction({ state, reserves: views, wallet, amount: 12_345_678n });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });

  it('withdraw from a reserve (withdrawIx, as buildReserveExitIxs calls it)', async () => {
    const state = vaultState();
    const { client, vault } = sdkVaultClient(state);
    const user = vaultUserInput({ state, reserves: views, wallet });
    const [second] = reserves.slice(1);
    const theirs = await internals(client).withdrawIx(
      sdkSigner(wallet),
      vault,
      await vault.getState(),
      sdkAddress(testKey(40)),
      sdkReserve(second as (typeof reserves)[number]),
      sdkAddress(user.userSharesAta),
      sdkAddress(user.userTokenAta),
      sdkDecimal('7654321'),
      sdkReservesMap(reserves),
    );
    const ours = withdrawInstruction({
      ...user,
      sharesAmount: 7_654_321n,
      fromReserve: second as (typeof reserves)[number],
    });
    expect(fromWeb3(ours)).toEqual(withUserReadOnly(fromKit(theirs)));
  });

  it('withdraw_from_available of a vault with no reserve (withdrawFromAvailableIxs)', async () => {
    const state = emptyVaultState();
    const { client, vault } = sdkVaultClient(state);
    const built = await internals(client).withdrawFromAvailableIxs(
      sdkSigner(wallet),
      vault,
      sdkDecimal('1.5'),
    );
    const theirs = built.at(-1) as KitInstruction;
    const ours = withdrawFromAvailableInstruction({
      ...vaultUserInput({ state, reserves: [], wallet }),
      sharesAmount: 1_500_000n,
    });
    expect(fromWeb3(ours)).toEqual(withUserReadOnly(fromKit(theirs)));
  });

  it('withdraw_from_available of a vault with reserves (getWithdrawAccounts)', async () => {
    const state = vaultState();
    const { client, vault } = sdkVaultClient(state);
    const accounts = await client.getWithdrawAccounts(
      sdkSigner(wallet),
      vault,
      undefined,
      sdkReservesMap(reserves),
    );
    const theirs = sdkInstructions.withdrawFromAvailable(
      { sharesAmount: sdkBn(99n) as never },
      accounts.withdrawAccounts as never,
      accounts.remainingAccounts,
      client.getProgramID(),
    );
    const ours = withdrawFromAvailableInstruction({
      ...vaultUserInput({ state, reserves: views, wallet }),
      sharesAmount: 99n,
    });
    expect(fromWeb3(ours)).toEqual(withUserReadOnly(fromKit(theirs)));
  });

  it.each([
    ['absent', false],
    ['present', true],
  ])('invest (investSingleReserveIxs), reserve whitelist entry %s', async (_, whitelisted) => {
    const state = vaultState();
    const [reserve] = reserves as [(typeof reserves)[number]];
    const entry = reserveWhitelistEntryAddress(reserve.reserve).address;
    const { client, vault } = sdkVaultClient(
      state,
      ownedBy([
        [state.tokenMint, state.tokenProgram],
        ...(whitelisted ? [[entry, VAULT_PROGRAM_ID] as [Address, Address]] : []),
      ]),
    );
    const built = await client.investSingleReserveIxs(
      sdkSigner(wallet),
      vault,
      sdkReserve(reserve) as never,
      sdkReservesMap(reserves),
    );
    const theirs = built.at(-1) as unknown as KitInstruction;
    const ours = investInstruction({
      payer: wallet,
      payerTokenAccount: associatedTokenAddress(wallet, state.tokenMint, state.tokenProgram)
        .address,
      vault: vaultKeysOf(state),
      reserve,
      vaultReserves: reserves,
      reserveWhitelistEntry: whitelisted ? entry : null,
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });

  it.each([
    ['absent', false],
    ['present', true],
  ])(
    'update_reserve_allocation (the accounts of updateReserveAllocationIxs), whitelist entry %s',
    async (_, whitelisted) => {
      const state = vaultState();
      const { client } = sdkVaultClient(state);
      const [reserve] = reserves as [(typeof reserves)[number]];
      const reserveAddress = sdkAddress(reserve.reserve);
      const programId = client.getProgramID();
      const entry = await getReserveWhitelistEntryPda(reserveAddress, programId);
      const theirs = sdkInstructions.updateReserveAllocation(
        { weight: sdkBn(300n) as never, cap: sdkBn(5_000_000n) as never },
        {
          signer: sdkSigner(state.vaultAdminAuthority),
          vaultState: sdkAddress(state.address),
          baseVaultAuthority: sdkAddress(state.baseVaultAuthority),
          reserveCollateralMint: sdkAddress(reserve.reserveCollateralMint),
          reserve: reserveAddress,
          ctokenVault: await getCTokenVaultPda(
            sdkAddress(state.address),
            reserveAddress,
            programId,
          ),
          reserveWhitelistEntry: (whitelisted ? sdkSome(entry) : sdkNone()) as never,
          systemProgram: sdkAddress(SYSTEM_PROGRAM_ID),
          rent: sdkAddress(SYSVAR_RENT_PUBKEY),
          reserveCollateralTokenProgram: sdkAddress(TOKEN_PROGRAM_ID),
        },
        [],
        programId,
      );
      const ours = updateReserveAllocationInstruction({
        signer: state.vaultAdminAuthority,
        vault: state.address,
        baseVaultAuthority: state.baseVaultAuthority,
        reserve,
        weight: 300n,
        cap: 5_000_000n,
        reserveWhitelistEntry: whitelisted
          ? reserveWhitelistEntryAddress(reserve.reserve).address
          : null,
      });
      expect(fromWeb3(ours)).toEqual(fromKit(theirs));
    },
  );

  it.each([
    ['ManagementFeeBps', '75', u64ConfigValue(75n)],
    ['MinDepositAmount', '1000000', u64ConfigValue(1_000_000n)],
    ['MinInvestDelaySlots', '150', u64ConfigValue(150n)],
    ['Name', 'Keel USDC', new TextEncoder().encode('Keel USDC')],
  ] as const)(
    'update_vault_config %s of a new vault (updateUninitialisedVaultConfigIx)',
    async (field, text, value) => {
      const state = emptyVaultState();
      const { client } = sdkVaultClient(state);
      const theirs = await internals(client).updateUninitialisedVaultConfigIx(
        sdkSigner(state.vaultAdminAuthority),
        sdkAddress(state.address),
        new VaultConfigField[field](),
        text,
      );
      const ours = updateVaultConfigInstruction({
        signer: state.vaultAdminAuthority,
        vault: state.address,
        field,
        value,
      });
      expect(fromWeb3(ours)).toEqual(fromKit(theirs));
    },
  );

  it('update_vault_config of a vault with reserves (updateVaultConfigIxs: its reserves follow)', async () => {
    const state = vaultState();
    const { client, vault } = sdkVaultClient(state);
    const programId = client.getProgramID();
    const mode = new VaultConfigField.PerformanceFeeBps();
    const theirs = sdkInstructions.updateVaultConfig(
      { entry: mode, data: internals(client).getValueForModeAsBuffer(mode, '1500') },
      {
        signer: sdkSigner(state.vaultAdminAuthority),
        globalConfig: await getKvaultGlobalConfigPda(programId),
        vaultState: sdkAddress(state.address),
        klendProgram: sdkAddress(KLEND_PROGRAM_ID),
      },
      internals(client).buildRemainingAccountsForVaultReserves(
        client.getVaultReserves(await vault.getState()),
        sdkReservesMap(reserves),
      ) as never,
      programId,
    );
    const ours = updateVaultConfigInstruction({
      signer: state.vaultAdminAuthority,
      vault: state.address,
      field: 'PerformanceFeeBps',
      value: u64ConfigValue(1500n),
      vaultReserves: reserves,
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });

  it('init_vault (the accounts createVaultIxs derives)', async () => {
    const state = emptyVaultState();
    const { client } = sdkVaultClient(state);
    const programId = client.getProgramID();
    const vaultAddress = sdkAddress(state.address);
    const admin = state.vaultAdminAuthority;
    const adminTokenAccount = await getAssociatedTokenAddress(
      sdkAddress(state.tokenMint),
      sdkAddress(admin),
      sdkAddress(TOKEN_PROGRAM_ID),
    );
    const theirs = sdkInstructions.initVault(
      {
        adminAuthority: sdkSigner(admin),
        vaultState: vaultAddress,
        baseTokenMint: sdkAddress(state.tokenMint),
        tokenVault: await sdkPda('token_vault', vaultAddress, programId),
        baseVaultAuthority: await sdkPda('authority', vaultAddress, programId),
        sharesMint: await sdkPda('shares', vaultAddress, programId),
        systemProgram: sdkAddress(SYSTEM_PROGRAM_ID),
        rent: sdkAddress(SYSVAR_RENT_PUBKEY),
        tokenProgram: sdkAddress(TOKEN_PROGRAM_ID),
        sharesTokenProgram: sdkAddress(TOKEN_PROGRAM_ID),
        adminTokenAccount,
      },
      [],
      programId,
    );
    const ours = initVaultInstruction({
      admin,
      vault: state.address,
      tokenMint: state.tokenMint,
      adminTokenAccount: new PublicKey(adminTokenAccount),
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });
});

/**
 * The one difference: klend-sdk 7.3.22 marks the user of withdraw and withdraw_from_available
 * writable, the program (kvault 2.1.1 `WithdrawFromAvailable.user: Signer`) and its published IDL
 * read-only; we follow the program. The user pays the fee, so the message makes it writable
 * either way. Asserted, so a client that changes this is noticed.
 */
function withUserReadOnly(instruction: ReturnType<typeof fromKit>): ReturnType<typeof fromKit> {
  const [user, ...rest] = instruction.keys;
  expect(user).toMatchObject({ signer: true, writable: true });
  return {
    ...instruction,
    keys: [{ ...(user as (typeof rest)[number]), writable: false }, ...rest],
  };
}
