import { toPublicKey } from '@keel/chain-readers';
import { expect, test } from '@playwright/test';
import type { Keypair, PublicKey } from '@solana/web3.js';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { type Chain, chain } from '../support/testChain';
import { connectSandboxWallet, SANDBOX_CONTROL } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';

// The test funds a wallet, opens a position from the test's process and swaps through the page.
test.describe.configure({ timeout: 120_000 });

interface WorldReserve {
  address: string;
  symbol: string;
  mint: string;
  status: string;
}
interface World {
  markets: { name: string; address: string; lookupTable: string; reserves: WorldReserve[] }[];
}

async function mainMarket() {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
  const market = world.markets[0];
  if (!market) throw new Error('the sandbox has no market');
  const reserve = (symbol: string) => {
    const found = market.reserves.find((r) => r.symbol === symbol && r.status === 'Active');
    if (!found) throw new Error(`no active ${symbol} reserve in the main market`);
    return found;
  };
  return { market, reserve };
}

/**
 * The obligation's net value as the lending program values it: its reserves and itself refreshed
 * (by the test's wallet), then deposited value less borrowed value, USD.
 */
async function netValue(c: Chain, keypair: Keypair, address: PublicKey): Promise<number> {
  const obligation = await c.obligationOf(address);
  const keys = [
    ...obligation.deposits.map((d) => d.depositReserve),
    ...obligation.borrows.map((b) => b.borrowReserve),
  ];
  const reserves = await Promise.all(keys.map((key) => c.reserveOf(key.toBase58())));
  await c.send(keypair, [
    ...reserves.map((reserve) => c.lp.refreshReserveFor(reserve, c.cr.KLEND_PROGRAM_ID)),
    c.lp.refreshObligationInstruction({
      accounts: { lendingMarket: obligation.lendingMarket, obligation: address },
      remainingAccounts: c.lp.obligationRemainingAccounts(obligation, c.cr.KLEND_PROGRAM_ID),
      programId: c.cr.KLEND_PROGRAM_ID,
    }),
  ]);
  const fresh = await c.obligationOf(address);
  return fresh.depositedValue.minus(fresh.borrowedAssetsMarketValue).toNumber();
}

test('swaps SOL collateral into JitoSOL, then all of the debt into USDC, one transaction each, the position’s value kept within the fees', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { reserve } = await mainMarket();
  const { keypair } = await fundedSigningWallet(page);
  const c = await chain();
  const owner = keypair.publicKey;
  // The position, opened from the test's process: 3 SOL supplied, 100 USDS borrowed.
  const sol = await c.reserveOf(reserve('SOL').address);
  const deposit = c.lp.composeLendingAction({
    market: { address: sol.lendingMarket },
    owner,
    obligation: null,
    reserves: [sol],
    action: { kind: 'deposit', reserve: sol, amount: 3_000_000_000n },
    userMetadataExists: false,
    obligationFarmExists: false,
  });
  await c.send(keypair, c.lp.instructionsInOrder(deposit));
  const obligation = deposit.addresses.obligation;
  const usds = await c.reserveOf(reserve('USDS').address);
  const borrow = c.lp.composeLendingAction({
    market: { address: sol.lendingMarket },
    owner,
    obligation: await c.obligationOf(toPublicKey(obligation)),
    reserves: [sol, usds],
    action: { kind: 'borrow', reserve: usds, amount: 100_000_000n },
    userMetadataExists: true,
    obligationFarmExists: false,
  });
  await c.send(keypair, c.lp.instructionsInOrder(borrow));
  const before = await netValue(c, keypair, toPublicKey(obligation));
  expect(before).toBeGreaterThan(0);

  await page.goto(`${V1}/lending/swap`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const form = page.getByRole('region', { name: 'Swap inside a position' });
  await expect(form.getByLabel('From', { exact: true })).toHaveValue(reserve('SOL').address, {
    timeout: 30_000,
  });
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'JitoSOL' });
  await form.getByRole('textbox', { name: 'Collateral to swap' }).fill('1');
  const preview = form.getByLabel('Preview');
  await expect(preview).toContainText('LTV');
  await expect(preview).toContainText('Minimum received');
  await expect(preview).toContainText('JitoSOL');
  const submit = form.getByRole('button', { name: 'Swap collateral' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });

  const signaturesBefore = (await c.connection.getSignaturesForAddress(toPublicKey(obligation)))
    .length;
  await submit.click();
  await expect(page.locator('.keel-toast--success').filter({ hasText: 'Swap 1 SOL' })).toBeVisible({
    timeout: 30_000,
  });
  // The set-up (the JitoSOL token account, the farm state) travels with the swap: one transaction.
  const signaturesAfter = (await c.connection.getSignaturesForAddress(toPublicKey(obligation)))
    .length;
  expect(signaturesAfter - signaturesBefore).toBe(1);

  const after = await c.obligationOf(toPublicKey(obligation));
  expect(after.deposits.map((d) => d.depositReserve.toBase58())).toEqual([
    reserve('SOL').address,
    reserve('JitoSOL').address,
  ]);
  // 1 of 3 SOL swapped: the swap's fee, the user's slippage margin (left in the wallet) and the
  // flash fee cost well under 1 % of the position.
  const value = await netValue(c, keypair, toPublicKey(obligation));
  expect(value / before).toBeGreaterThan(0.99);
  expect(value / before).toBeLessThanOrEqual(1.001);

  // Then all of the USDS debt into USDC (Max: the whole debt), one transaction again.
  await form.getByRole('button', { name: 'Debt', exact: true }).click();
  await expect(form.getByLabel('From', { exact: true })).toHaveValue(reserve('USDS').address);
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'USDC' });
  await form.getByRole('button', { name: 'Max', exact: true }).click();
  await expect(preview).toContainText('Maximum borrowed');
  const swapDebt = form.getByRole('button', { name: 'Swap debt' });
  await expect(swapDebt).toBeEnabled({ timeout: 20_000 });
  const debtSignaturesBefore = (await c.connection.getSignaturesForAddress(toPublicKey(obligation)))
    .length;
  await swapDebt.click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'USDS debt to USDC' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const debtSignaturesAfter = (await c.connection.getSignaturesForAddress(toPublicKey(obligation)))
    .length;
  expect(debtSignaturesAfter - debtSignaturesBefore).toBe(1);
  const swapped = await c.obligationOf(toPublicKey(obligation));
  expect(swapped.borrows.map((b) => b.borrowReserve.toBase58())).toEqual([reserve('USDC').address]);
  const debtValue = await netValue(c, keypair, toPublicKey(obligation));
  expect(debtValue / value).toBeGreaterThan(0.99);
  expect(debtValue / value).toBeLessThanOrEqual(1.001);
  expect(unexpectedErrors(errors)).toEqual([]);
});
