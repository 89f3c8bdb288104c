import { expect, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { installSigningWallet, SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const PAGE = `${V1}/season-3-airdrop`;

// The claim is once per wallet and the close ends it for everyone: one worker, in order, each
// test starting from the distribution as the world wrote it (POST /airdrop/reopen).
test.describe.configure({ mode: 'default' });

interface WorldAirdrop {
  mint: string;
  decimals: number;
  allocations: { claimant: string; amount: string }[];
}

async function worldAirdrop(): Promise<WorldAirdrop> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    airdrop: WorldAirdrop;
  };
  return world.airdrop;
}

async function control(path: string, body?: unknown) {
  const response = await fetch(`${SANDBOX_CONTROL}${path}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Raw units of a mint the wallet holds, read from the node. */
async function rawBalance(owner: string, mint: string): Promise<bigint> {
  const response = await fetch(SANDBOX_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
  });
  const { result } = (await response.json()) as {
    result: {
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
    };
  };
  return result.value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  );
}

const status = (page: Page) => page.locator('.keel-airdrop__status');
const claimButton = (page: Page) => page.getByRole('button', { name: 'Claim', exact: true });
const errorToast = (page: Page) =>
  page.getByRole('alert').filter({ has: page.locator('.keel-toast__message') });

test.beforeEach(async () => {
  await control('/airdrop/reopen');
});
test.afterAll(async () => {
  await control('/airdrop/reopen');
});

test('a wallet claims its allocation once; a second claim is refused as already claimed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  // A wallet of the test's own, given an allocation as a new distribution round would.
  const { address: publicKey, keypair } = await fundedSigningWallet(page);
  const leaf = { claimant: publicKey, amount: '2500000000' };
  await control('/airdrop/allocate', leaf);
  const airdrop = await worldAirdrop();
  const math = await import('@keel/core-math');
  const amountText = math.formatTokenAmount(math.lamportsToAmount(leaf.amount, airdrop.decimals), {
    decimals: 6,
    symbol: 'KMNO',
  });

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Season 3 allocation');
  await expect(page.getByRole('region', { name: 'Connect a wallet' })).toBeVisible();
  await connectSandboxWallet(page, SIGNING_WALLET);
  await expect(page.getByTestId('airdrop-allocation')).toHaveText(amountText);
  await expect(claimButton(page)).toBeEnabled();

  // A second page of the same wallet, loaded before the claim: its button is still offered.
  const staleContext = await browser.newContext();
  const stale = await staleContext.newPage();
  await installSigningWallet(stale, { transactions: true, keypair });
  await stale.goto(PAGE);
  await connectSandboxWallet(stale, SIGNING_WALLET);
  await expect(claimButton(stale)).toBeEnabled();

  const before = await rawBalance(publicKey, airdrop.mint);
  await claimButton(page).click();
  await expect(status(page)).toHaveText(`Already claimed: ${amountText} went to this wallet.`, {
    timeout: 30_000,
  });
  await expect.poll(() => rawBalance(publicKey, airdrop.mint)).toBe(before + BigInt(leaf.amount));
  await expect(claimButton(page)).toHaveCount(0);

  // The stale page claims again: the program refuses (its ClaimStatus exists) and the toast
  // gives the registered copy; the page then shows the claim as done.
  const { DISTRIBUTOR_ERROR_MESSAGES } = await import('@keel/distributor-programs');
  await claimButton(stale).click();
  await expect(errorToast(stale).locator('.keel-toast__message')).toHaveText(
    `Claim failed: ${DISTRIBUTOR_ERROR_MESSAGES[0]}`,
    { timeout: 30_000 },
  );
  await expect(status(stale)).toHaveText(/^Already claimed/);
  expect(await rawBalance(publicKey, airdrop.mint)).toBe(before + BigInt(leaf.amount));
  await staleContext.close();

  // A later visit shows the claimed state straight away.
  await page.reload();
  await expect(status(page)).toHaveText(`Already claimed: ${amountText} went to this wallet.`);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a wallet outside the distribution is told it is not eligible', async ({ page }) => {
  // No page-error check here: the proof service answers 404 for a wallet outside the tree (as
  // the real one does), and so does the screening record of a new wallet; the browser logs both.
  await installSigningWallet(page);
  await page.goto(PAGE);
  await connectSandboxWallet(page, SIGNING_WALLET);
  await expect(status(page)).toHaveText('Not eligible: this wallet has no season 3 allocation.');
  await expect(claimButton(page)).toHaveCount(0);
});

test('after the claim closes, an unclaimed allocation cannot be claimed', async ({ page }) => {
  await control('/airdrop/close');
  await page.goto(PAGE);
  await connectSandboxWallet(page);
  await expect(status(page)).toHaveText(/^Claim closed/);
  await expect(claimButton(page)).toHaveCount(0);
});

test('the season totals follow the distribution', async ({ page }) => {
  const airdrop = await worldAirdrop();
  await page.goto(PAGE);
  const users = page.locator('.keel-figures__item:has(> dt:text-is("Users")) > dd');
  await expect(users).toHaveText(airdrop.allocations.length.toLocaleString('en-US'));
});

test('at 375 px the page fits and the claim is reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE);
  await connectSandboxWallet(page);
  await expect(claimButton(page)).toBeEnabled();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await claimButton(page).focus();
  await expect(claimButton(page)).toBeFocused();
});

test('the overflow menu’s Season 3 item is Coming Soon while the claim flag is off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${V1}/liquidity?CLAIM=false`);
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'KMNO' })
    .hover();
  const item = page.getByRole('menuitem', { name: /Season 3/ });
  await expect(item).toContainText('Coming Soon');
  await expect(item).toHaveAttribute('aria-disabled', 'true');
});
