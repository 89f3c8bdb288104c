import { decodeReserve, toPublicKey } from '@keel/chain-readers';
import {
  activeAllocations,
  decodeGlobalConfig,
  decodeVaultState,
  globalConfigAddress,
  investInstruction,
  previewVaultDeposit,
  previewVaultWithdrawal,
  u64ConfigValue,
  updateReserveAllocationInstruction,
  updateVaultConfigInstruction,
  type VaultReserveAtLanding,
  vaultDepositInstruction,
  vaultKeysOf,
  vaultReserveAtSlot,
  vaultWithdrawInstructions,
  vaultWithdrawSteps,
  withdrawalPenaltyOf,
} from '@keel/vault-programs';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { earnCuratorKeypair } from '../../world/earn/build-earn-vaults';
import { klendHandler } from '../klend/handler';
import { kvaultHandler } from './kvault-handler';
import { vaultKit } from './kvault-test-kit';

/*
 * The product's preview of a deposit and a withdrawal, computed from what the RPC returns before
 * the transaction is sent (the vault, its reserves as last refreshed a day ago, the global config,
 * the current slot and its block time), equals what the transaction does when it lands in that
 * slot: the program refreshes the reserves, brings rewards and fees to the landing time, charges
 * the crank fund fee and the withdrawal penalty.
 */

let t: TestChain;
const kit = vaultKit(() => t);
const SYMBOL = 'PYUSD';
const SLOTS_PER_DAY = 216_000; // 400 ms slots

beforeAll(async () => {
  t = await startTestChain({ seed: 'kvault-accrual', handlers: [klendHandler, kvaultHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const unit = () => 10n ** BigInt(kit.vaultOf(SYMBOL).tokenDecimals);
const wallet = () => t.ordinary.publicKey;

/** The curator's fees and penalty, and the vault's tokens invested in its reserves. */
async function vaultWithFeesInvested() {
  const vault = kit.vaultOf(SYMBOL);
  const state = kit.state(vault);
  const admin = earnCuratorKeypair(t.chain.world.seed, vault.curator);
  const config = (field: 'ManagementFeeBps' | 'PerformanceFeeBps', value: bigint) =>
    updateVaultConfigInstruction({
      signer: admin.publicKey,
      vault: state.address,
      field,
      value: u64ConfigValue(value),
      vaultReserves: kit.userInput(vault, admin.publicKey).vaultReserves,
    });
  await kit.send(
    [t.ordinary, admin],
    SystemProgram.transfer({ fromPubkey: wallet(), toPubkey: admin.publicKey, lamports: 10 ** 8 }),
    config('ManagementFeeBps', 200n),
    config('PerformanceFeeBps', 1_500n),
    ...vault.allocations.map((entry, index) =>
      updateReserveAllocationInstruction({
        signer: admin.publicKey,
        vault: state.address,
        baseVaultAuthority: state.baseVaultAuthority,
        reserve: kit.reserveKeys(entry.reserve),
        weight: 100n + BigInt(index),
        cap: 1_000_000_000n * unit(),
      }),
    ),
  );
  const penalties = (field: 'CrankFundFeePerReserve' | 'WithdrawalPenaltyBps', value: bigint) =>
    updateVaultConfigInstruction({
      signer: admin.publicKey,
      vault: state.address,
      field,
      value: u64ConfigValue(value),
      vaultReserves: kit.userInput(vault, admin.publicKey).vaultReserves,
    });
  await kit.send(
    [admin],
    penalties('CrankFundFeePerReserve', 7n),
    penalties('WithdrawalPenaltyBps', 3n),
  );
  const input = kit.userInput(vault, wallet());
  await kit.send(
    [t.ordinary],
    kit.sharesAtaIx(vault, wallet()),
    vaultDepositInstruction({ ...readingsInput(), amount: 1_000n * unit() }),
  );
  for (const allocation of vault.allocations) {
    await kit.send(
      [t.ordinary],
      investInstruction({
        payer: wallet(),
        payerTokenAccount: input.userTokenAta,
        vault: vaultKeysOf(kit.state(vault)),
        reserve: kit.reserveKeys(allocation.reserve),
        vaultReserves: input.vaultReserves,
      }),
    );
  }
}

/** The reserves' keys as the builders take them (no valuation needed to build). */
function readingsInput() {
  const vault = kit.vaultOf(SYMBOL);
  const state = kit.state(vault);
  return {
    state,
    wallet: wallet(),
    reserves: activeAllocations(state.vaultAllocationStrategy).map((allocation) => ({
      keys: kit.reserveKeys(allocation.reserve.toBase58()),
      invested: 0n,
      availableLiquidity: 0n,
    })),
  };
}

/** Everything the preview reads over RPC before the transaction is sent. */
async function readBeforeSending() {
  const vault = kit.vaultOf(SYMBOL);
  const vaultKey = new PublicKey(vault.address);
  const slot = await t.connection.getSlot();
  const now = await t.connection.getBlockTime(slot);
  if (now === null) throw new Error('no block time');
  const vaultAccount = await t.connection.getAccountInfo(vaultKey);
  if (vaultAccount === null) throw new Error('no vault');
  const state = decodeVaultState(vaultKey, vaultAccount);
  const configKey = toPublicKey(globalConfigAddress().address);
  const configAccount = await t.connection.getAccountInfo(configKey);
  const globalConfig = configAccount === null ? null : decodeGlobalConfig(configKey, configAccount);
  const allocations = activeAllocations(state.vaultAllocationStrategy);
  const accounts = await t.connection.getMultipleAccountsInfo(
    allocations.map((a) => toPublicKey(a.reserve)),
  );
  const lastRefreshes: bigint[] = [];
  const reserves: VaultReserveAtLanding[] = allocations.map((allocation, index) => {
    const account = accounts[index];
    if (!account) throw new Error('no reserve');
    const reserve = decodeReserve(allocation.reserve, account);
    lastRefreshes.push(reserve.lastUpdate.slot);
    // What the product's reservesAtSlot does with a reading of vaultReservesQueryOptions.
    const reading = {
      keys: kit.reserveKeys(allocation.reserve.toBase58()),
      invested: 0n,
      availableLiquidity: reserve.liquidity.availableAmount,
      ctokens: allocation.ctokenAllocation,
      reserve,
    };
    return vaultReserveAtSlot(reading, BigInt(slot));
  });
  return {
    slot: BigInt(slot),
    nowSeconds: BigInt(now),
    state,
    reserves,
    lastRefreshes,
    penalty: withdrawalPenaltyOf(state, globalConfig),
  };
}

async function landedSlot(signature: string): Promise<bigint> {
  const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  if (tx === null) throw new Error('not landed');
  return BigInt(tx.slot);
}

describe('the product’s vault preview equals what lands a day after the last refresh', () => {
  it('a deposit mints the previewed shares and takes the previewed tokens', async () => {
    await vaultWithFeesInvested();
    t.chain.ledger.advanceSlots(SLOTS_PER_DAY);
    const read = await readBeforeSending();
    const amount = 100n * unit();
    const preview = previewVaultDeposit({ ...read, amount });
    expect(read.slot - (read.lastRefreshes[0] ?? 0n)).toBeGreaterThanOrEqual(BigInt(SLOTS_PER_DAY));

    const vault = kit.vaultOf(SYMBOL);
    const input = kit.userInput(vault, wallet());
    const sharesBefore = kit.tokenAmount(toPublicKey(input.userSharesAta));
    const tokensBefore = kit.tokenAmount(toPublicKey(input.userTokenAta));
    const signature = await kit.send(
      [t.ordinary],
      vaultDepositInstruction({
        state: read.state,
        reserves: read.reserves,
        wallet: wallet(),
        amount,
      }),
    );
    expect(await landedSlot(signature)).toBe(read.slot);
    expect(kit.tokenAmount(toPublicKey(input.userSharesAta)) - sharesBefore).toBe(preview.shares);
    expect(tokensBefore - kit.tokenAmount(toPublicKey(input.userTokenAta))).toBe(preview.paid);
    // The crank fund fee (7 per allocated reserve) is part of what the wallet paid.
    expect(preview.crankFunds).toBe(7n * BigInt(read.reserves.length));
    expect(preview.paid).toBe(preview.tokens + preview.crankFunds);
  });

  it('a withdrawal from the reserve burns the previewed shares and pays the previewed tokens', async () => {
    await vaultWithFeesInvested();
    t.chain.ledger.advanceSlots(SLOTS_PER_DAY);
    const vault = kit.vaultOf(SYMBOL);
    const input = kit.userInput(vault, wallet());
    const shares = (kit.tokenAmount(toPublicKey(input.userSharesAta)) * 3n) / 5n;
    const read = await readBeforeSending();
    const steps = vaultWithdrawSteps({ ...read, shares });
    const preview = previewVaultWithdrawal({ ...read, steps });

    const sharesBefore = kit.tokenAmount(toPublicKey(input.userSharesAta));
    const tokensBefore = kit.tokenAmount(toPublicKey(input.userTokenAta));
    const signature = await kit.send(
      [t.ordinary],
      ...vaultWithdrawInstructions({ ...read, wallet: wallet(), shares }),
    );
    expect(await landedSlot(signature)).toBe(read.slot);
    expect(sharesBefore - kit.tokenAmount(toPublicKey(input.userSharesAta))).toBe(
      preview.sharesBurnt,
    );
    expect(kit.tokenAmount(toPublicKey(input.userTokenAta)) - tokensBefore).toBe(preview.paid);
    // Available could not pay it: one withdraw from a reserve, its cTokens redeemed, the
    // penalty kept by the vault.
    expect(steps).toHaveLength(1);
    expect(steps[0]?.from).not.toBeNull();
    expect(preview.steps[0]?.ctokensRedeemed).toBeGreaterThan(0n);
    expect(preview.steps[0]?.penalty).toBeGreaterThan(0n);
  });

  it.todo(
    'redeems the previewed cTokens: kvault 2.1.1 links kamino_lending 1.12.6, whose ' +
      '`fraction_liquidity_to_collateral_ceil` adds the total supply (less δ) before dividing, ' +
      'one cToken above the ceiling the emulation takes (klend 1.16.0’s) — what the user is paid ' +
      'and burns agree, the cTokens redeemed and the vault’s available tokens after differ by one',
  );
});
