import {
  type KaminoReserve,
  KaminoVault,
  KaminoVaultClient,
  kaminoVaultId,
  Reserve,
  refreshReservesBatch,
} from '@kamino-finance/klend-sdk';
import { updateReserveAllocationInstruction, VAULT_PROGRAM_ID } from '@keel/vault-programs';
import {
  AccountRole,
  type Address,
  address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  getBase58Decoder,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { earnCuratorKeypair } from '../../world/earn/build-earn-vaults';
import { klendHandler } from '../klend/handler';
import { kvaultHandler } from './kvault-handler';
import { vaultKit } from './kvault-test-kit';

/*
 * The official vault client (klend-sdk 7.3.22's KaminoVaultClient) builds the deposit, invest and
 * withdraw instructions from the sandbox's RPC; they land on the emulated vault program, and the
 * client's own read-back (its decoded VaultState, the user's shares, its holdings and tokens per
 * share) equals what landed. The client's CDN lookup (token metadata, not needed here) is
 * answered "not found" so that nothing leaves the machine.
 */

let t: TestChain;
const kit = vaultKit(() => t);
const SYMBOL = 'USDT';
const DEFAULT_ADDRESS = address('11111111111111111111111111111111');
const SLOTS_PER_DAY = 216_000n;

let client: KaminoVaultClient;
let user: TransactionSigner;

beforeAll(async () => {
  const local = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    return url.startsWith('http://127.0.0.1')
      ? local(input, init)
      : Promise.resolve(new Response('not found', { status: 404 }));
  });
  t = await startTestChain({ seed: 'kvault-client', handlers: [klendHandler, kvaultHandler] });
  client = new KaminoVaultClient(createSolanaRpc(t.chain.rpcUrl), 400);
  user = await createKeyPairSignerFromBytes(t.ordinary.secretKey);
});
afterAll(() => {
  t.chain.close();
  vi.unstubAllGlobals();
});

/** A kit instruction as web3.js sends it. */
function legacy(ix: Instruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ix.programAddress),
    keys: (ix.accounts ?? []).map((meta) => ({
      pubkey: new PublicKey(meta.address),
      isWritable: meta.role === AccountRole.WRITABLE || meta.role === AccountRole.WRITABLE_SIGNER,
      isSigner:
        meta.role === AccountRole.READONLY_SIGNER || meta.role === AccountRole.WRITABLE_SIGNER,
    })),
    data: Buffer.from(ix.data ?? new Uint8Array()),
  });
}

async function land(instructions: readonly Instruction[]) {
  const signature = await kit.send([t.ordinary], ...instructions.map(legacy));
  const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  const keys = tx?.transaction.message.getAccountKeys().staticAccountKeys ?? [];
  /** The CPIs the vault program made, as (program, accounts, data) in base58. */
  const inner = (tx?.meta?.innerInstructions ?? []).flatMap((group) =>
    group.instructions.map((ix) => ({
      program: keys[ix.programIdIndex]?.toBase58(),
      accounts: ix.accounts.map((at) => keys[at]?.toBase58()),
      data: ix.data,
    })),
  );
  return { slot: BigInt(tx?.slot ?? 0), logs: tx?.meta?.logMessages ?? [], inner };
}

const worldVault = () => kit.vaultOf(SYMBOL);
/** The vault as the client loads it (its state fetched afresh). */
const loadVault = () =>
  new KaminoVault(client.getConnection(), address(worldVault().address), undefined, kaminoVaultId);
const shareBalance = () =>
  kit.tokenAmount(kit.userInput(worldVault(), t.ordinary.publicKey).userSharesAta.toBase58());
const tokenBalance = () =>
  kit.tokenAmount(kit.userInput(worldVault(), t.ordinary.publicKey).userTokenAta.toBase58());
const raw = (value: Decimal.Value) => BigInt(new Decimal(value).toFixed(0));

async function reservesOf(vault: KaminoVault): Promise<Map<Address, KaminoReserve>> {
  return client.loadVaultReserves(await vault.getState());
}

describe('klend-sdk 7.3.22 KaminoVaultClient against the sandbox', () => {
  it('addresses the program the sandbox emulates', () => {
    expect(kaminoVaultId.toString()).toBe(VAULT_PROGRAM_ID.toBase58());
  });

  it('deposit, invest, a deposit a day later and a withdrawal land; the client reads them back', async () => {
    const decimals = BigInt(worldVault().tokenDecimals);
    const unit = 10n ** decimals;

    // 1. A deposit built by the client.
    let vault = loadVault();
    const first = await client.depositIxs(user, vault, new Decimal(1_000), await reservesOf(vault));
    const sharesBefore = shareBalance();
    const tokensBefore = tokenBalance();
    const before = await vault.getState();
    await land(first.depositIxs);
    vault = loadVault();
    const afterFirst = await vault.getState();
    const minted = shareBalance() - sharesBefore;
    expect(minted).toBeGreaterThan(0n);
    expect(raw(afterFirst.sharesIssued.toString()) - raw(before.sharesIssued.toString())).toBe(
      minted,
    );
    expect(tokensBefore - tokenBalance()).toBe(1_000n * unit);
    expect(raw(afterFirst.tokenAvailable.toString()) - raw(before.tokenAvailable.toString())).toBe(
      1_000n * unit,
    );
    const balance = await client.getUserSharesBalanceSingleVault(address(user.address), vault);
    expect(
      raw(balance.totalShares.mul(new Decimal(10).pow(afterFirst.sharesMintDecimals.toString()))),
    ).toBe(shareBalance());

    // 2. The curator weights the first reserve only; the client builds the invest crank.
    const world = worldVault();
    const allocation = world.allocations[0];
    if (allocation === undefined) throw new Error('no allocation');
    const admin = earnCuratorKeypair(t.chain.world.seed, world.curator);
    const state = kit.state(world);
    await kit.send(
      [t.ordinary, admin],
      SystemProgram.transfer({
        fromPubkey: t.ordinary.publicKey,
        toPubkey: admin.publicKey,
        lamports: 100_000_000,
      }),
      ...world.allocations.map((entry, index) =>
        updateReserveAllocationInstruction({
          signer: admin.publicKey,
          vault: state.address,
          baseVaultAuthority: state.baseVaultAuthority,
          reserve: kit.reserveKeys(entry.reserve),
          weight: index === 0 ? 100n : 0n,
          cap: state.tokenAvailable * 2n,
        }),
      ),
    );
    vault = loadVault();
    const reserveAccount = t.chain.ledger.readAccount(new PublicKey(allocation.reserve));
    if (reserveAccount === null) throw new Error('no reserve');
    const investIxs = await client.investSingleReserveIxs(
      user,
      vault,
      {
        address: address(allocation.reserve),
        state: Reserve.decode(Buffer.from(reserveAccount.data)),
      },
      await reservesOf(vault),
    );
    const invested = await land(investIxs);
    expect(invested.logs).toContain('Program log: Instruction: Invest');
    vault = loadVault();
    const afterInvest = await vault.getState();
    const slotState = afterInvest.vaultAllocationStrategy.find(
      (a) => a.reserve === address(allocation.reserve),
    );
    expect(raw(slotState?.ctokenAllocation.toString() ?? '0')).toBe(
      kit.tokenAmount(allocation.ctokenVault),
    );
    const holdings = await client.getVaultHoldings(afterInvest, undefined, await reservesOf(vault));
    // The client reads what landed: the tokens left available, and the tokens the invest moved
    // into the reserve valued back at the reserve's rate (to a unit of cToken rounding).
    const toRaw = (value: Decimal) => value.mul(new Decimal(10).pow(decimals.toString()));
    expect(raw(toRaw(holdings.available))).toBe(kit.tokenAmount(world.tokenVault));
    const moved = raw(afterFirst.tokenAvailable.toString()) - kit.tokenAmount(world.tokenVault);
    expect(moved).toBeGreaterThan(0n);
    expect(toRaw(holdings.invested).sub(moved.toString()).abs().toNumber()).toBeLessThan(2);

    // 3. A day later (no refresh since), a second deposit, priced by the program at the interest
    // accrued to its slot.
    t.chain.ledger.advanceSlots(Number(SLOTS_PER_DAY));
    vault = loadVault();
    const staleReserves = await reservesOf(vault);
    const slot = BigInt(await t.connection.getSlot());
    const estimated = await client.getTokensPerShareSingleVault(vault, slot, staleReserves, slot);
    const atStoredRate = await client.getTokensPerShareSingleVault(
      vault,
      undefined,
      staleReserves,
      slot,
    );
    const second = await client.depositIxs(user, vault, new Decimal(100), staleReserves);
    const sharesBeforeSecond = shareBalance();
    const landedSecond = await land(second.depositIxs);
    expect(landedSecond.slot - slot).toBeLessThan(25n); // within seconds: the estimate holds
    expect(landedSecond.logs).toContain('Program log: Instruction: RefreshReservesBatch');
    // The vault's refresh CPI is the instruction klend-sdk's own builder makes for it: every
    // reserve of the vault (writable) and its market, prices skipped.
    const pairs = (await vault.getState()).vaultAllocationStrategy
      .filter((a) => a.reserve !== DEFAULT_ADDRESS)
      .flatMap((a) => {
        const market = staleReserves.get(a.reserve)?.state.lendingMarket;
        if (market === undefined) throw new Error('reserve not loaded');
        return [
          { address: a.reserve, role: AccountRole.WRITABLE },
          { address: market, role: AccountRole.READONLY },
        ];
      });
    const built = refreshReservesBatch({ skipPriceUpdates: true }, pairs);
    expect(landedSecond.inner[0]).toEqual({
      program: built.programAddress,
      accounts: pairs.map((meta) => meta.address),
      data: getBase58Decoder().decode(built.data ?? new Uint8Array()),
    });
    const mintedSecond = shareBalance() - sharesBeforeSecond;
    const sharesDecimals = new Decimal(10).pow(afterInvest.sharesMintDecimals.toString());
    /** Raw shares a 100-token deposit buys at a tokens-per-share price (both in UI units). */
    const sharesAt = (price: Decimal) => new Decimal(100).div(price).mul(sharesDecimals);
    const gap = (value: Decimal) =>
      value.sub(mintedSecond.toString()).div(mintedSecond.toString()).abs().toNumber();
    // The client's interest estimate to the slot prices the deposit closer than its stored rate
    // does (a day of interest); what it leaves out is the fees the program charges on that day.
    expect(gap(sharesAt(atStoredRate))).toBeGreaterThan(1e-5);
    expect(gap(sharesAt(estimated))).toBeLessThan(gap(sharesAt(atStoredRate)) / 2);
    // The client's read-back after the deposit: its decoded state is what landed, and its share
    // price from the refreshed reserves prices the minted shares to the share (the program
    // floors them).
    vault = loadVault();
    const afterSecond = await vault.getState();
    expect(
      raw(afterSecond.sharesIssued.toString()) - raw(afterInvest.sharesIssued.toString()),
    ).toBe(mintedSecond);
    const refreshed = await reservesOf(vault);
    // Priced at the landing's slot: a loaded machine lets slots pass before this read.
    const priceAfter = await client.getTokensPerShareSingleVault(
      vault,
      landedSecond.slot,
      refreshed,
      landedSecond.slot,
    );
    const exact = sharesAt(priceAfter).sub(mintedSecond.toString());
    expect(exact.toNumber()).toBeGreaterThanOrEqual(0);
    expect(exact.toNumber()).toBeLessThan(1);

    // 4. A withdrawal of the first deposit's shares, built by the client for the current slot;
    // the client's share price read back after it (its reserves refreshed by the withdrawal)
    // prices the tokens paid.
    const withdrawSlot = BigInt(await t.connection.getSlot());
    const sharesToWithdraw = new Decimal(minted.toString()).div(sharesDecimals);
    const exit = await client.withdrawIxs(
      user,
      vault,
      sharesToWithdraw,
      withdrawSlot,
      await reservesOf(vault),
    );
    const tokensBeforeExit = tokenBalance();
    const sharesBeforeExit = shareBalance();
    const exitLanded = await land([
      ...exit.unstakeFromFarmIfNeededIxs,
      ...exit.withdrawIxs,
      ...exit.postWithdrawIxs,
    ]);
    const received = tokenBalance() - tokensBeforeExit;
    // The program burns the shares the paid amount covers, rounded up: the offered ones, or one
    // fewer when the payout was floored below their exact worth.
    const burnt = sharesBeforeExit - shareBalance();
    expect(burnt <= minted && burnt >= minted - 1n).toBe(true);
    vault = loadVault();
    const afterExit = await vault.getState();
    expect(raw(afterSecond.sharesIssued.toString()) - raw(afterExit.sharesIssued.toString())).toBe(
      burnt,
    );
    const perShare = await client.getTokensPerShareSingleVault(
      vault,
      exitLanded.slot,
      await reservesOf(vault),
      exitLanded.slot,
    );
    const predicted = perShare
      .mul(minted.toString())
      .div(sharesDecimals)
      .mul(new Decimal(10).pow(decimals.toString()));
    // To a few units of rounding: the payout is floored, the last cToken's value too, and the
    // client's per-share price is itself floored through each reserve (seen up to 2.4 units).
    expect(predicted.sub(received.toString()).abs().toNumber()).toBeLessThanOrEqual(3);
  });
});
