import { expect, type Page, test } from '@playwright/test';
import type { Keypair } from '@solana/web3.js';
import { fundedKeypair, unexpectedErrors } from '../support/fundedWallet';
import {
  GOVERNANCE_ON,
  governanceChain,
  previewValue,
  worldGovernance,
} from '../support/governance';
import { collectPageErrors } from '../support/pageErrors';
import { installSigningWallet, SIGNING_WALLET } from '../support/signingWallet';
import { chain } from '../support/testChain';
import { connectSandboxWallet, SANDBOX_CONTROL } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';

// What the simulation check said stays in the run's toast once it lands: a supply and a stake it
// checked, a vote it had nothing to compare for. The file's own wallet, in order (the vote needs a
// stake, made before the tests).
test.describe.configure({ mode: 'default' });

interface WorldReserve {
  address: string;
  symbol: string;
  mint: string;
  status: string;
}

async function usdcReserve() {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    markets: { address: string; reserves: WorldReserve[] }[];
  };
  const market = world.markets[0];
  const reserve = market?.reserves.find((r) => r.symbol === 'USDC' && r.status === 'Active');
  if (!market || !reserve) throw new Error('no active USDC reserve in the main market');
  return { market: market.address, reserve };
}

let wallet: Keypair;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const governance = await worldGovernance();
  const { reserve } = await usdcReserve();
  wallet = await fundedKeypair([
    { mint: reserve.mint, sol: 1 },
    { mint: governance.token.mint, sol: 2 },
  ]);
  // A stake made from the test's process: the vote's weight, whatever the stake test does.
  const { gov, connection, PublicKey } = await governanceChain();
  const math = await import('@keel/core-math');
  const registrar = await gov.readRegistrar(
    connection,
    new PublicKey(governance.registrar.address),
  );
  const staked = gov.depositWithLockupInstructions({
    registrar,
    voter: null,
    wallet: wallet.publicKey,
    mint: new PublicKey(governance.token.mint),
    amountNative: math.amountToLamports('50', governance.token.decimals),
    kind: 'none',
    periods: 0,
  });
  await (await chain()).send(wallet, staked.instructions);
});

async function openConnected(page: Page, url: string) {
  await installSigningWallet(page, { transactions: true, keypair: wallet });
  await page.goto(url);
  await connectSandboxWallet(page, SIGNING_WALLET);
}

const successToast = (page: Page) => page.locator('.keel-toast--success');

test('a supply keeps the figures the simulation checked in its toast once it lands', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const { market, reserve } = await usdcReserve();
  await openConnected(page, `${V1}/lending/reserve/${market}/${reserve.address}`);
  const actions = page.getByRole('region', { name: 'Lending actions' });
  await actions.getByLabel(/Supply amount/).fill('12.5');
  const submit = actions.locator('.keel-action-submit');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(successToast(page)).toContainText('Confirmed', { timeout: 30_000 });
  await expect(successToast(page)).toContainText('Checked by simulation · USDC supplied');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a stake is checked by the voter the simulation leaves, and says so once it lands', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { symbol } = (await worldGovernance()).token;
  await openConnected(page, `${V3}/governance-and-staking?${GOVERNANCE_ON}`);
  const form = page.getByRole('form', { name: `Stake ${symbol}` });
  await form.getByLabel(`Amount (${symbol})`).fill('100');
  await form.getByLabel('Lockup', { exact: true }).selectOption('cliff');
  const power = await previewValue(form, 'Voting power')
    .locator('.keel-action-preview__after')
    .textContent();
  await form.getByRole('button', { name: 'Stake', exact: true }).click();

  const toast = successToast(page);
  await expect(toast).toContainText(`Stake ${symbol}`, { timeout: 30_000 });
  // The figures the preview showed after the stake, as the simulated voter gives them.
  await expect(toast).toContainText(`Checked by simulation · Voting power ${power}`);
  await expect(toast).toContainText(`· Locked `);
});

test('a vote says it had no figures to check, and why, once it lands', async ({ page }) => {
  test.setTimeout(90_000);
  const { gov, connection, PublicKey } = await governanceChain();
  const world = await worldGovernance();
  const { proposals } = await gov.readRealmProposals(
    connection,
    new PublicKey(world.realm.address),
  );
  // A proposal in voting that takes a No (a multiple-choice one has no deny).
  const open = proposals.find((p) => p.state === 'Voting' && p.denyVoteWeight !== null);
  if (!open) throw new Error('no proposal in voting takes a No');
  await openConnected(
    page,
    `${V3}/governance-and-staking/proposals/${open.address.toBase58()}?${GOVERNANCE_ON}`,
  );
  const no = page
    .getByRole('region', { name: 'Your vote' })
    .getByRole('button', { name: 'Vote No' });
  await expect(no).toBeEnabled();
  await no.click();
  const toast = successToast(page);
  await expect(toast).toContainText(`Vote on ${open.name}`, { timeout: 30_000 });
  await expect(toast).toContainText('No figures to check · A vote moves no tokens');
});
