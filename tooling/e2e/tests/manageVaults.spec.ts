import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet } from '../support/wallet';

/*
 * The manager app's lending vaults (issue 17): the sandbox's 'manager' wallet administers one
 * earn vault. It changes a reserve allocation's weight and cap, invests toward that reserve and
 * changes the performance fee; each time the page shows the new values read back from the chain.
 * Another wallet sees the same configuration read only, with the reason, and has nothing to submit.
 */

const MANAGER = 'http://127.0.0.1:5175';

interface WorldVault {
  address: string;
  name: string;
  tokenSymbol: string;
  tokenMint: string;
  tokenDecimals: number;
  tokenProgram: string;
  curator: string;
  allocations: { reserve: string; market: string }[];
}
interface WorldWorld {
  earnVaults: WorldVault[];
  earnCurators: { managerName: string; admin: string }[];
  markets: { address: string; name: string }[];
}

async function managedVault(): Promise<{ vault: WorldVault; marketName: string }> {
  const manager = await sandboxWallet('manager');
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as WorldWorld;
  const curator = world.earnCurators.find((c) => c.admin === manager.publicKey);
  const vault = world.earnVaults.find((v) => v.curator === curator?.managerName);
  if (!vault) throw new Error('the sandbox has no vault administered by the manager wallet');
  const first = vault.allocations[0];
  const market = world.markets.find((m) => m.address === first?.market);
  if (!market) throw new Error(`the vault ${vault.name} allocates to no known market`);
  return { vault, marketName: market.name };
}

/**
 * The program settles an invest's rounding loss from the vault's crank funds, or else from the
 * cranker's token account (the world's vaults have no crank funds yet): the manager keeps one
 * token of the vault's mint, as a cranker does.
 */
async function giveCrankerOneToken(cranker: string, vault: WorldVault): Promise<void> {
  const { PublicKey } = await import('@solana/web3.js');
  const { associatedTokenAddress, encodeTokenAccount } = await import('@keel/chain-readers');
  const owner = new PublicKey(cranker);
  const mint = new PublicKey(vault.tokenMint);
  const tokenProgram = new PublicKey(vault.tokenProgram);
  const ata = associatedTokenAddress(owner, mint, tokenProgram).address;
  const data = encodeTokenAccount({
    mint,
    owner,
    amount: 10n ** BigInt(vault.tokenDecimals),
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  });
  const response = await fetch(`${SANDBOX_CONTROL}/accounts/${ata.toBase58()}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lamports: 2_039_280,
      owner: tokenProgram.toBase58(),
      data: Buffer.from(data).toString('base64'),
    }),
  });
  if (!response.ok) throw new Error(`funding the cranker failed: ${await response.text()}`);
}

const cell = (row: Locator, column: number) => row.locator('td').nth(column);
const figure = (scope: Locator | Page, label: string) =>
  scope.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
/** A token amount cell as a number ('1,234.5 USDG' → 1234.5). */
const amountOf = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));

test('the vault admin edits a weight and cap, then invests: the page reads the new values back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { vault, marketName } = await managedVault();
  await page.goto(`${MANAGER}/manage-vaults`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');
  const listRow = page
    .getByRole('table', { name: 'Lending vaults' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: vault.name }) });
  await expect(listRow).toContainText('Administered by you');
  await listRow.getByRole('link', { name: vault.name }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-vaults/${vault.address}$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'You administer this vault' }),
  ).toBeVisible();

  const name = `${vault.tokenSymbol} · ${marketName}`;
  const row = page
    .getByRole('table', { name: 'Reserve allocations' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(cell(row, 0)).toHaveText(/^\d+/);
  const weight = Number(((await cell(row, 0).textContent()) ?? '').split(' ')[0]);
  const invested = await amountOf(cell(row, 2));

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${name} allocation` });
  await expectNoSeriousViolations(page, form);
  const cap = form.getByLabel(`Token cap (${vault.tokenSymbol}, empty for no cap)`);
  // What the program cannot store is refused here first.
  await cap.fill('1.1234567');
  await expect(form.getByRole('alert')).toContainText('Token cap has at most 6 decimals');
  // A cap of 1000 tokens above what is invested: invest then deposits up to it.
  const nextCap = Math.floor(invested) + 1000;
  await cap.fill(String(nextCap));
  await form.getByLabel('Target weight').fill(String(weight + 1));
  const changes = form.getByLabel('Changes');
  await expect(changes).toContainText('Target weight');
  await expect(changes).toContainText(String(weight + 1));
  await form.getByRole('button', { name: 'Sign allocation update' }).click();
  await expect(form).toHaveCount(0, { timeout: 30_000 });
  await expect(cell(row, 0)).toHaveText(new RegExp(`^${weight + 1} `), { timeout: 30_000 });
  await expect(cell(row, 1)).toHaveText(`${nextCap.toLocaleString('en-US')} ${vault.tokenSymbol}`);

  await giveCrankerOneToken((await sandboxWallet('manager')).publicKey, vault);
  await row.getByRole('button', { name: `Invest ${name}` }).click();
  const invest = page.getByRole('form', { name: `Invest ${name}` });
  await expect(invest).toContainText('Deposits');
  await invest.getByRole('button', { name: 'Sign invest' }).click();
  await expect(invest).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => amountOf(cell(row, 2)), { timeout: 30_000 })
    .toBeGreaterThan(invested + 999);
});

test('the vault admin changes the performance fee and the vault shows it', async ({ page }) => {
  test.setTimeout(60_000);
  const { vault } = await managedVault();
  await page.goto(`${MANAGER}/manage-vaults/${vault.address}`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');
  const fee = figure(page, 'Performance fee');
  // Stored in bps, shown and edited in percent with two decimals.
  await expect(fee).toHaveText(/^\d+\.\d{2}%$/);
  const current = Math.round(Number.parseFloat((await fee.textContent()) ?? '') * 100);
  const next = current === 10_000 ? current - 1 : current + 1;
  const nextPercent = (next / 100).toFixed(2);
  await page.getByRole('button', { name: 'Edit fees and minimums' }).click();
  const form = page.getByRole('form', { name: 'Edit fees and minimums' });
  const input = form.getByLabel('Performance fee (%, stored in bps)');
  const refusal = 'Performance fee must be between 0.00% and 100.00% (two decimals at most)';
  await input.fill('100.01');
  await expect(form.getByRole('alert')).toContainText(refusal);
  await expect(form.getByRole('button', { name: refusal })).toBeDisabled();
  await input.fill(nextPercent);
  await expect(form.getByLabel('Changes')).toContainText(String(Number(nextPercent)));
  await form.getByRole('button', { name: 'Sign 1 update' }).click();
  await expect(fee).toHaveText(`${nextPercent}%`, { timeout: 30_000 });
  await expect(form).toHaveCount(0);
});

test('a wallet that is not the vault admin sees it read only and cannot submit', async ({
  page,
}) => {
  const { vault, marketName } = await managedVault();
  const manager = await sandboxWallet('manager');
  await page.goto(`${MANAGER}/manage-vaults/${vault.address}`);
  await connectSandboxWallet(page, 'Sandbox Wallet');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Read only: the connected wallet is not the admin of this vault' }),
  ).toContainText(manager.publicKey);
  const row = page
    .getByRole('table', { name: 'Reserve allocations' })
    .getByRole('row', { name: new RegExp(`${vault.tokenSymbol} · ${marketName}`) });
  await expect(cell(row, 1)).toContainText(vault.tokenSymbol);
  await expect(figure(page, 'Performance fee')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(page.getByRole('button', { name: /^Edit |^Invest |Add a reserve/ })).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, page.locator('body'));
});

test('a wallet creates a vault (its account signed beside the wallet) and the list shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${MANAGER}/manage-vaults`);
  await connectSandboxWallet(page, 'Sandbox Wallet');
  await expect(
    page.getByRole('table', { name: 'Lending vaults' }).locator('tbody tr').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create vault' }).click();
  const form = page.getByRole('form', { name: 'Create vault' });
  await form.getByLabel('Token').selectOption({ label: 'USDC' });
  const name = `E2E USDC ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(name);
  // init_vault takes its first deposit (1000 raw units) from the wallet.
  await expect(form.getByLabel('New vault')).toContainText('0.001 USDC');
  await form.getByRole('button', { name: 'Sign create vault' }).click();
  await expect(form).toHaveCount(0, { timeout: 30_000 });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('Administered by you', { timeout: 30_000 });
  await expect(row).toContainText('USDC');
  await row.getByRole('link', { name }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You administer this vault' }),
  ).toBeVisible();
  await expect(page.getByText('The vault allocates to no reserve yet.')).toBeVisible();
});

test('an address that is not a vault is not found', async ({ page }) => {
  const { vault } = await managedVault();
  const market = vault.allocations[0]?.market ?? '';
  await page.goto(`${MANAGER}/manage-vaults/${market}`);
  await expect(page.getByRole('alert')).toContainText(`Vault ${market} is not found`);
});
