import { KLEND_PROGRAM_ID, sameAddress, toPublicKey } from '@keel/chain-readers';
import {
  depositInstruction,
  investInstruction,
  u64ConfigValue,
  updateReserveAllocationInstruction,
  updateVaultConfigInstruction,
  VAULT_PROGRAM_ID,
  vaultKeysOf,
  withdrawFromAvailableInstruction,
  withdrawInstruction,
} from '@keel/vault-programs';
import { SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { earnCuratorKeypair } from '../../world/earn/build-earn-vaults';
import { klendHandler } from '../klend/handler';
import {
  aumBitsAt,
  expectedDeposit,
  expectedWithdrawal,
  pendingFeesAfterCharge,
  sdkVault,
} from './kvault-expected';
import { kvaultHandler } from './kvault-handler';
import { vaultKit } from './kvault-test-kit';

let t: TestChain;
const kit = vaultKit(() => t);
const PROGRAM = VAULT_PROGRAM_ID.toBase58();
const SYMBOL = 'USDT';
const KLEND = KLEND_PROGRAM_ID.toBase58();

beforeAll(async () => {
  t = await startTestChain({ seed: 'kvault', handlers: [klendHandler, kvaultHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

/** The block time a transaction landed at (the clock its instructions saw). */
async function blockTimeOf(signature: string): Promise<bigint> {
  const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  if (tx?.blockTime == null) throw new Error('no block time');
  return BigInt(tx.blockTime);
}

const curator = () => {
  const vault = kit.vaultOf(SYMBOL);
  return earnCuratorKeypair(t.chain.world.seed, vault.curator);
};

async function depositAsOrdinary(amount: bigint) {
  const vault = kit.vaultOf(SYMBOL);
  const input = kit.userInput(vault, t.ordinary.publicKey);
  return kit.send(
    [t.ordinary],
    kit.sharesAtaIx(vault, t.ordinary.publicKey),
    depositInstruction({ ...input, maxAmount: amount }),
  );
}

describe('the emulated earn vault program', () => {
  it('deposit: tokens into the vault, shares minted at the share price', async () => {
    const vault = kit.vaultOf(SYMBOL);
    const input = kit.userInput(vault, t.ordinary.publicKey);
    const before = kit.state(vault);
    const sdkBefore = sdkVault(t, vault.address);
    const tokensBefore = kit.tokenAmount(toPublicKey(input.userTokenAta));
    const sharesBefore = kit.tokenAmount(toPublicKey(input.userSharesAta));
    expect(tokensBefore).toBeGreaterThan(100_000_000n);
    const amount = 100n * 10n ** BigInt(vault.tokenDecimals);
    const signature = await depositAsOrdinary(amount);
    const now = await blockTimeOf(signature);

    // Nothing invested yet: the AUM is the available tokens less the fees charged up to now.
    const expected = expectedDeposit(sdkBefore, aumBitsAt(sdkBefore, new Map(), now), amount);
    expect(expected.shares).toBeGreaterThan(0n);
    expect(kit.tokenAmount(toPublicKey(input.userSharesAta))).toBe(sharesBefore + expected.shares);
    const taken = tokensBefore - kit.tokenAmount(toPublicKey(input.userTokenAta));
    expect(taken).toBe(expected.tokens);
    expect(taken).toBeLessThanOrEqual(amount);
    const shares = expected.shares;
    const after = kit.state(vault);
    expect(after.tokenAvailable).toBe(before.tokenAvailable + taken);
    expect(after.sharesIssued).toBe(before.sharesIssued + shares);
    expect(kit.tokenAmount(vault.tokenVault)).toBe(after.tokenAvailable);
    expect(kit.mintSupply(vault.sharesMint)).toBe(after.sharesIssued);
    const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const logs = tx?.meta?.logMessages ?? [];
    expect(logs).toContain('Program log: Instruction: Deposit');
    // The vault's reserves refreshed first, by one batch CPI into the lending program.
    expect(logs).toContain('Program log: Instruction: RefreshReservesBatch');
    expect(logs).toContain(`Program ${PROGRAM} success`);
  });

  it('charges its fees before a deposit: management on the previous AUM for the time since', async () => {
    const vault = kit.vaultOf(SYMBOL);
    const admin = curator();
    const state = kit.state(vault);
    // A 2 % management fee, then a first deposit that starts from a fresh charge.
    await kit.send(
      [t.ordinary, admin],
      SystemProgram.transfer({
        fromPubkey: t.ordinary.publicKey,
        toPubkey: admin.publicKey,
        lamports: 100_000_000,
      }),
      updateVaultConfigInstruction({
        signer: admin.publicKey,
        vault: state.address,
        field: 'ManagementFeeBps',
        value: u64ConfigValue(200n),
        vaultReserves: kit.userInput(vault, admin.publicKey).vaultReserves,
      }),
    );
    await depositAsOrdinary(100n * 10n ** BigInt(vault.tokenDecimals));
    const before = sdkVault(t, vault.address);
    t.chain.ledger.advanceSlots(9_000); // an hour of chain time
    const amount = 10n * 10n ** BigInt(vault.tokenDecimals);
    const signature = await depositAsOrdinary(amount);
    const now = await blockTimeOf(signature);
    expect(now - BigInt(before.lastFeeChargeTimestamp.toString())).toBeGreaterThan(3_000n);
    // Nothing invested: the charge sees the available tokens only.
    const pending = pendingFeesAfterCharge(before, 0n, now);
    const after = kit.state(vault);
    expect(pending).toBeGreaterThan(BigInt(before.pendingFeesSf.toString()));
    expect(after.pendingFeesSf).toBe(pending);
    expect(after.lastFeeChargeTimestamp).toBe(now);
    // The deposit was priced on the AUM without the new fees.
    const expected = expectedDeposit(before, aumBitsAt(before, new Map(), now), amount);
    expect(after.sharesIssued - BigInt(before.sharesIssued.toString())).toBe(expected.shares);
  });

  it('withdraw_from_available: shares burnt, their tokens paid from the token vault', async () => {
    const vault = kit.vaultOf(SYMBOL);
    await depositAsOrdinary(50n * 10n ** BigInt(vault.tokenDecimals));
    const input = kit.userInput(vault, t.ordinary.publicKey);
    const shares = kit.tokenAmount(toPublicKey(input.userSharesAta));
    const before = kit.state(vault);
    const sdkBefore = sdkVault(t, vault.address);
    const tokensBefore = kit.tokenAmount(toPublicKey(input.userTokenAta));
    const burn = shares / 2n;
    const signature = await kit.send(
      [t.ordinary],
      withdrawFromAvailableInstruction({ ...input, sharesAmount: burn }),
    );
    const now = await blockTimeOf(signature);
    const owed = expectedWithdrawal(sdkBefore, aumBitsAt(sdkBefore, new Map(), now), burn);
    expect(kit.tokenAmount(toPublicKey(input.userTokenAta))).toBe(tokensBefore + owed);
    expect(kit.tokenAmount(toPublicKey(input.userSharesAta))).toBe(shares - burn);
    const after = kit.state(vault);
    expect(after.sharesIssued).toBe(before.sharesIssued - burn);
    expect(after.tokenAvailable).toBe(before.tokenAvailable - owed);
    expect(owed).toBeGreaterThan(0n);
  });

  it('invest moves tokens into a reserve; withdraw then pays from available and the reserve', async () => {
    const vault = kit.vaultOf(SYMBOL);
    const allocation = vault.allocations[0];
    if (allocation === undefined) throw new Error('no allocation');
    const reserve = kit.reserveKeys(allocation.reserve);
    const input = kit.userInput(vault, t.ordinary.publicKey);
    const held = kit.tokenAmount(toPublicKey(input.userSharesAta));
    await depositAsOrdinary(1_000n * 10n ** BigInt(vault.tokenDecimals));
    const before = kit.state(vault);
    // The curator puts the whole weight on the first reserve, so investing it leaves (almost)
    // nothing available.
    const admin = curator();
    await kit.send(
      [t.ordinary, admin],
      SystemProgram.transfer({
        fromPubkey: t.ordinary.publicKey,
        toPubkey: admin.publicKey,
        lamports: 100_000_000,
      }),
      ...vault.allocations.map((entry, index) =>
        updateReserveAllocationInstruction({
          signer: admin.publicKey,
          vault: before.address,
          baseVaultAuthority: before.baseVaultAuthority,
          reserve: kit.reserveKeys(entry.reserve),
          weight: index === 0 ? 100n : 0n,
          cap: before.tokenAvailable * 2n,
        }),
      ),
    );
    // Anyone may crank invest; the ordinary wallet does here.
    const investSignature = await kit.send(
      [t.ordinary],
      investInstruction({
        payer: t.ordinary.publicKey,
        payerTokenAccount: input.userTokenAta,
        vault: vaultKeysOf(before),
        reserve,
        vaultReserves: input.vaultReserves,
      }),
    );
    const investLogs =
      (await t.connection.getTransaction(investSignature, { maxSupportedTransactionVersion: 0 }))
        ?.meta?.logMessages ?? [];
    expect(investLogs).toContain(`Program ${KLEND} invoke [2]`);
    const invested = kit.state(vault);
    const slot = invested.vaultAllocationStrategy.find((a) =>
      sameAddress(a.reserve, reserve.reserve),
    );
    expect(slot?.ctokenAllocation).toBeGreaterThan(0n);
    expect(kit.tokenAmount(allocation.ctokenVault)).toBe(slot?.ctokenAllocation);
    expect(invested.tokenAvailable).toBeLessThan(10n ** BigInt(vault.tokenDecimals));
    expect(kit.tokenAmount(vault.tokenVault)).toBe(invested.tokenAvailable);

    // The shares the 1 000 tokens bought.
    const shares = kit.tokenAmount(toPublicKey(input.userSharesAta)) - held;
    const userBefore = kit.tokenAmount(toPublicKey(input.userTokenAta));
    // Without the vault's reserves among the accounts the program cannot refresh them to value
    // the vault.
    const refused = await kit.failure(
      [t.ordinary],
      withdrawInstruction({
        ...input,
        sharesAmount: shares,
        fromReserve: reserve,
        vaultReserves: [],
      }),
    );
    expect(refused.message).toContain('custom program error: 0x1b83'); // 7043
    expect(refused.logs.some((l) => l.includes('Error Code: MissingReserveForBatchRefresh'))).toBe(
      true,
    );
    // From available only, it pays what is available and burns only the shares that covers.
    const withdrawSignature = await kit.send(
      [t.ordinary],
      withdrawInstruction({ ...input, sharesAmount: shares, fromReserve: reserve }),
    );
    const logs =
      (await t.connection.getTransaction(withdrawSignature, { maxSupportedTransactionVersion: 0 }))
        ?.meta?.logMessages ?? [];
    expect(logs).toContain(`Program ${KLEND} invoke [2]`);
    expect(logs).toContain('Program log: Instruction: RedeemReserveCollateral');
    expect(kit.tokenAmount(toPublicKey(input.userSharesAta))).toBe(held);
    const received = kit.tokenAmount(toPublicKey(input.userTokenAta)) - userBefore;
    // The 1 000 tokens deposited come back (the share price has not moved), less rounding.
    const unit = 10n ** BigInt(vault.tokenDecimals);
    expect(received).toBeGreaterThan(999n * unit);
    expect(received).toBeLessThanOrEqual(1_000n * unit);
    const after = kit.state(vault);
    expect(after.sharesIssued).toBe(invested.sharesIssued - shares);
    expect(kit.tokenAmount(vault.tokenVault)).toBe(after.tokenAvailable);
    const afterSlot = after.vaultAllocationStrategy.find((a) =>
      sameAddress(a.reserve, reserve.reserve),
    );
    expect(afterSlot?.ctokenAllocation).toBeLessThan(slot?.ctokenAllocation ?? 0n);
    expect(kit.tokenAmount(allocation.ctokenVault)).toBe(afterSlot?.ctokenAllocation);
  });

  it('refuses with the program’s codes: zero deposit, zero shares, wrong admin', async () => {
    const vault = kit.vaultOf(SYMBOL);
    const input = kit.userInput(vault, t.ordinary.publicKey);
    const zero = await kit.failure(
      [t.ordinary],
      kit.sharesAtaIx(vault, t.ordinary.publicKey),
      depositInstruction({ ...input, maxAmount: 0n }),
    );
    expect(zero.message).toContain('custom program error: 0x1b58'); // 7000
    expect(zero.logs.some((l) => l.includes('Error Code: DepositAmountsZero'))).toBe(true);
    await depositAsOrdinary(10n ** BigInt(vault.tokenDecimals));
    const none = await kit.failure(
      [t.ordinary],
      withdrawFromAvailableInstruction({ ...input, sharesAmount: 0n }),
    );
    expect(none.message).toContain('custom program error: 0x1b80'); // 7040
    const state = kit.state(vault);
    const allocation = vault.allocations[0];
    if (allocation === undefined) throw new Error('no allocation');
    const stranger = await kit.failure(
      [t.ordinary],
      updateReserveAllocationInstruction({
        signer: t.ordinary.publicKey,
        vault: state.address,
        baseVaultAuthority: state.baseVaultAuthority,
        reserve: kit.reserveKeys(allocation.reserve),
        weight: 1n,
        cap: 1n,
      }),
    );
    expect(stranger.message).toContain('custom program error: 0x1b86'); // 7046
  });

  it('the curator changes an allocation and a fee; the vault state follows', async () => {
    const vault = kit.vaultOf(SYMBOL);
    const state = kit.state(vault);
    const admin = curator();
    const allocation = vault.allocations[0];
    if (allocation === undefined) throw new Error('no allocation');
    await kit.send(
      [t.ordinary, admin],
      SystemProgram.transfer({
        fromPubkey: t.ordinary.publicKey,
        toPubkey: admin.publicKey,
        lamports: 100_000_000,
      }),
      updateReserveAllocationInstruction({
        signer: admin.publicKey,
        vault: state.address,
        baseVaultAuthority: state.baseVaultAuthority,
        reserve: kit.reserveKeys(allocation.reserve),
        weight: 777n,
        cap: 123_000_000n,
      }),
      updateVaultConfigInstruction({
        signer: admin.publicKey,
        vault: state.address,
        field: 'ManagementFeeBps',
        value: u64ConfigValue(150n),
        vaultReserves: kit.userInput(vault, admin.publicKey).vaultReserves,
      }),
    );
    const after = kit.state(vault);
    const slot = after.vaultAllocationStrategy.find(
      (a) => a.reserve.toBase58() === allocation.reserve,
    );
    expect(slot?.targetAllocationWeight).toBe(777n);
    expect(slot?.tokenAllocationCap).toBe(123_000_000n);
    expect(after.managementFeeBps).toBe(150n);
    const tooBig = await kit.failure(
      [admin],
      updateVaultConfigInstruction({
        signer: admin.publicKey,
        vault: state.address,
        field: 'PerformanceFeeBps',
        value: u64ConfigValue(10_001n),
        vaultReserves: kit.userInput(vault, admin.publicKey).vaultReserves,
      }),
    );
    expect(tooBig.message).toContain('custom program error: 0x1b71'); // 7025 BPSValueTooBig
  });
});
