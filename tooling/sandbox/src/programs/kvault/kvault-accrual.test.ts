import type { Reserve } from '@kamino-finance/klend-sdk';
import { toPublicKey } from '@keel/chain-readers';
import {
  depositInstruction,
  investInstruction,
  updateReserveAllocationInstruction,
  vaultKeysOf,
  withdrawInstruction,
} from '@keel/vault-programs';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { earnCuratorKeypair } from '../../world/earn/build-earn-vaults';
import { klendHandler } from '../klend/handler';
import {
  aumBitsAt,
  ctokenValueBits,
  expectedDeposit,
  expectedWithdrawal,
  sdkReserve,
  sdkVault,
} from './kvault-expected';
import { kvaultHandler } from './kvault-handler';
import { vaultKit } from './kvault-test-kit';

/*
 * The program refreshes every reserve the vault allocates to (refresh_reserves_batch by CPI)
 * before it values the vault: a deposit or a withdrawal a day after the reserve's last refresh is
 * priced at the interest accrued up to its own slot, not at the stored exchange rate.
 */

let t: TestChain;
const kit = vaultKit(() => t);
const SYMBOL = 'USDT';
const SLOTS_PER_DAY = 216_000; // 400 ms slots

beforeAll(async () => {
  t = await startTestChain({ seed: 'kvault-accrual', handlers: [klendHandler, kvaultHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const unit = () => 10n ** BigInt(kit.vaultOf(SYMBOL).tokenDecimals);

async function deposit(amount: bigint): Promise<string> {
  const vault = kit.vaultOf(SYMBOL);
  const input = kit.userInput(vault, t.ordinary.publicKey);
  return kit.send(
    [t.ordinary],
    kit.sharesAtaIx(vault, t.ordinary.publicKey),
    depositInstruction({ ...input, maxAmount: amount }),
  );
}

/** The curator puts all the weight on the first reserve, and the ordinary wallet cranks invest. */
async function investAllInFirstReserve() {
  const vault = kit.vaultOf(SYMBOL);
  const state = kit.state(vault);
  const admin = earnCuratorKeypair(t.chain.world.seed, vault.curator);
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
        vault: state.address,
        baseVaultAuthority: state.baseVaultAuthority,
        reserve: kit.reserveKeys(entry.reserve),
        weight: index === 0 ? 100n : 0n,
        cap: 2_000n * unit(),
      }),
    ),
  );
  const input = kit.userInput(vault, t.ordinary.publicKey);
  const first = vault.allocations[0];
  if (first === undefined) throw new Error('no allocation');
  await kit.send(
    [t.ordinary],
    investInstruction({
      payer: t.ordinary.publicKey,
      payerTokenAccount: input.userTokenAta,
      vault: vaultKeysOf(kit.state(vault)),
      reserve: kit.reserveKeys(first.reserve),
      vaultReserves: input.vaultReserves,
    }),
  );
  return first.reserve;
}

async function landed(signature: string) {
  const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  if (tx?.blockTime == null) throw new Error('no block time');
  return { slot: BigInt(tx.slot), now: BigInt(tx.blockTime), logs: tx.meta?.logMessages ?? [] };
}

const lastUpdateSlot = (reserve: Reserve) => BigInt(reserve.lastUpdate.slot.toString());

describe('the vault valued at interest accrued to now', () => {
  it('a deposit a day after the last reserve refresh mints what the refreshed reserve gives', async () => {
    const vault = kit.vaultOf(SYMBOL);
    await deposit(1_000n * unit());
    const reserveAddress = await investAllInFirstReserve();
    const reserveKey = new PublicKey(reserveAddress);
    t.chain.ledger.advanceSlots(SLOTS_PER_DAY);

    const stored = sdkReserve(t, reserveKey);
    const before = sdkVault(t, vault.address);
    const input = kit.userInput(vault, t.ordinary.publicKey);
    const sharesBefore = kit.tokenAmount(toPublicKey(input.userSharesAta));
    const tokensBefore = kit.tokenAmount(toPublicKey(input.userTokenAta));
    const amount = 100n * unit();
    const { slot, now, logs } = await landed(await deposit(amount));

    // The deposit refreshed the reserve in its own slot; nothing else moved it.
    const refreshed = sdkReserve(t, reserveKey);
    expect(lastUpdateSlot(stored)).toBeLessThan(slot - BigInt(SLOTS_PER_DAY) + 10n);
    expect(lastUpdateSlot(refreshed)).toBe(slot);
    expect(logs).toContain('Program log: Instruction: RefreshReservesBatch');

    const fresh = expectedDeposit(
      before,
      aumBitsAt(before, new Map([[reserveAddress, refreshed]]), now),
      amount,
    );
    const stale = expectedDeposit(
      before,
      aumBitsAt(before, new Map([[reserveAddress, stored]]), now),
      amount,
    );
    // A day of interest: the stale rate would mint more shares than the vault is worth.
    expect(stale.shares).toBeGreaterThan(fresh.shares);
    expect(kit.tokenAmount(toPublicKey(input.userSharesAta)) - sharesBefore).toBe(fresh.shares);
    expect(tokensBefore - kit.tokenAmount(toPublicKey(input.userTokenAta))).toBe(fresh.tokens);
  });

  it('a withdrawal a day later pays what the refreshed reserve gives', async () => {
    const vault = kit.vaultOf(SYMBOL);
    await deposit(1_000n * unit());
    const reserveAddress = await investAllInFirstReserve();
    const reserveKey = new PublicKey(reserveAddress);
    t.chain.ledger.advanceSlots(SLOTS_PER_DAY);

    const stored = sdkReserve(t, reserveKey);
    const before = sdkVault(t, vault.address);
    const input = kit.userInput(vault, t.ordinary.publicKey);
    const shares = kit.tokenAmount(toPublicKey(input.userSharesAta)) / 2n;
    const tokensBefore = kit.tokenAmount(toPublicKey(input.userTokenAta));
    const signature = await kit.send(
      [t.ordinary],
      withdrawInstruction({
        ...input,
        sharesAmount: shares,
        fromReserve: kit.reserveKeys(reserveAddress),
      }),
    );
    const { slot, now } = await landed(signature);
    const refreshed = sdkReserve(t, reserveKey);
    expect(lastUpdateSlot(refreshed)).toBe(slot);

    const worth = (reserve: Reserve) =>
      expectedWithdrawal(
        before,
        aumBitsAt(before, new Map([[reserveAddress, reserve]]), now),
        shares,
      );
    const total = worth(refreshed);
    expect(total).toBeGreaterThan(worth(stored));
    // What available cannot pay comes from the reserve: the cTokens for it rounded up, and one
    // token less when their value has a fractional part (`liquidity_rounding_error`).
    const available = BigInt(before.tokenAvailable.toString());
    const fromAvailable = available < total ? available : total;
    const wanted = total - fromAvailable;
    const supply = BigInt(refreshed.collateral.mintTotalSupply.toString());
    const oneCtoken = ctokenValueBits(refreshed, 1n);
    const ctokens =
      ((wanted << 60n) * supply + ctokenValueBits(refreshed, supply) - 1n) /
      ctokenValueBits(refreshed, supply);
    const roundingError = ctokenValueBits(refreshed, ctokens) % (1n << 60n) === 0n ? 0n : 1n;
    expect(oneCtoken).toBeGreaterThan(1n << 60n); // the cToken is worth more than one token
    const received = kit.tokenAmount(toPublicKey(input.userTokenAta)) - tokensBefore;
    expect(received).toBe(fromAvailable + wanted - roundingError);
  });
});
