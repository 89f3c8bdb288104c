import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { navigateInApp } from '../support/inAppNavigation';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, sandboxWallet } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';
const API = 'http://127.0.0.1:8787';
const CDN = `${API}/cdn`;

interface ApiVault {
  address: string;
  state: { name: string; vaultAllocationStrategy: { reserve: string }[] };
}

async function apiVaults(): Promise<ApiVault[]> {
  return (await (await fetch(`${API}/kvaults/vaults?env=localnet`)).json()) as ApiVault[];
}

/** The curator of each vault as the resources list it (the localnet client reads mainnet-beta). */
async function vaultCurators(): Promise<Record<string, { name: string }[]>> {
  const resources = (await (await fetch(`${CDN}/resources.json`)).json()) as Record<
    string,
    { riskManagers: Record<string, { name: string }[]> }
  >;
  return resources['mainnet-beta']?.riskManagers ?? {};
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function figure(page: Page, region: string, label: string) {
  return page
    .getByRole('region', { name: region })
    .locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
}

async function expectHubLists(page: Page, vaults: readonly ApiVault[]) {
  const table = page.getByRole('table', { name: 'Lending vaults' });
  await expect(table.locator('tbody tr')).toHaveCount(vaults.length, { timeout: 20_000 });
  for (const vault of vaults) {
    await expect(table.getByRole('link', { name: vault.state.name, exact: true })).toHaveAttribute(
      'href',
      `/earn/lend/${vault.address}`,
    );
  }
  // Every vault shows an APY and a TVL once its metrics load.
  await expect(table.locator('tbody tr').first()).toContainText(/\d+\.\d\d%/);
  await expect(table.locator('tbody tr').first()).toContainText(/\$[\d.]+[KMB]?/);
}

test('the v3 earn hub lists every vault the API serves', async ({ page }) => {
  const errors = collectPageErrors(page);
  const vaults = await apiVaults();
  expect(vaults.length).toBeGreaterThan(1);
  await page.goto(`${V3}/earn`);
  await expectHubLists(page, vaults);
  // Search narrows the list to the vaults named like the first one.
  const first = vaults[0] as ApiVault;
  await page.getByLabel('Search vaults').fill(first.state.name);
  await expect(
    page.getByRole('table', { name: 'Lending vaults' }).getByRole('link', {
      name: first.state.name,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lending vaults' }).locator('tbody tr')).toHaveCount(
    vaults.filter((v) => v.state.name.toLowerCase().includes(first.state.name.toLowerCase()))
      .length,
  );
  expect(errors).toEqual([]);
});

test('the v1 earn hub lists the vaults behind ?EARN=true', async ({ page }) => {
  const errors = collectPageErrors(page);
  const vaults = await apiVaults();
  await page.goto(`${V1}/earn?EARN=true`);
  await expectHubLists(page, vaults);
  expect(errors).toEqual([]);
});

test("a vault page shows its allocation and the connected wallet's position", async ({ page }) => {
  const errors = collectPageErrors(page);
  const ordinary = await sandboxWallet('ordinary');
  const positions = (await (
    await fetch(`${API}/kvaults/users/${ordinary.publicKey}/positions?env=localnet`)
  ).json()) as { vaultAddress: string; totalShares: string }[];
  const held = positions[0];
  if (!held) throw new Error('the ordinary wallet holds no vault shares');
  const vault = (await apiVaults()).find((v) => v.address === held.vaultAddress);
  if (!vault) throw new Error('the held vault is not listed');

  await page.goto(`${V3}/earn`);
  await connectSandboxWallet(page);
  await navigateInApp(page, `/earn/lend/${vault.address}`);
  await expect(page.getByRole('heading', { name: vault.state.name, level: 1 })).toBeVisible();

  const allocation = page.getByRole('table', { name: 'Allocation' });
  // One row per reserve of the strategy, plus the unallocated share.
  await expect(allocation.locator('tbody tr')).toHaveCount(
    vault.state.vaultAllocationStrategy.length + 1,
    { timeout: 20_000 },
  );
  await expect(page.getByRole('figure', { name: 'Allocation chart' })).toBeVisible();
  // Each reserve's supply APY comes from the lending reserve read.
  const reserveRow = allocation.locator('tbody tr').filter({ hasNotText: 'Unallocated' }).first();
  await expect(reserveRow).toContainText(/\d+\.\d\d%.*\d+\.\d\d%/);

  await expect(figure(page, 'Your position', 'Value')).toHaveText(/^\$[\d,]+(\.\d+)?$/, {
    timeout: 20_000,
  });
  await expect(figure(page, 'Your position', 'Shares')).toHaveText(/^[\d,]+(\.\d+)?$/);
  await expect(figure(page, 'Your position', 'PnL')).toHaveText(/^[+-]?\$[\d,]+(\.\d+)?$/);
  await expect(figure(page, 'Your position', 'Interest earned')).toHaveText(/^\$[\d,]+(\.\d+)?$/);
  await expect(figure(page, 'Fees', 'Performance fee')).toHaveText(/%$/);
  await expect(
    page.getByRole('region', { name: `Deposit or withdraw, ${vault.state.name}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown vault address shows a not-found state', async ({ page }) => {
  const unknown = '11111111111111111111111111111112';
  await page.goto(`${V3}/earn/lend/${unknown}`);
  await expect(page.getByText(`Vault ${unknown} is not found`)).toBeVisible({ timeout: 20_000 });
});

test("the curator page lists the curator's vaults", async ({ page }) => {
  const errors = collectPageErrors(page);
  const vaults = await apiVaults();
  const curators = await vaultCurators();
  const name = curators[(vaults[0] as ApiVault).address]?.[0]?.name;
  if (!name) throw new Error('the first vault has no curator in the resources');
  const own = vaults.filter((v) => curators[v.address]?.[0]?.name === name);
  await page.goto(`${V3}/lending/earn/curator/${slug(name)}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: `${name} vaults` });
  await expect(table.locator('tbody tr')).toHaveCount(own.length, { timeout: 20_000 });
  for (const vault of own) {
    await expect(table.getByRole('link', { name: vault.state.name, exact: true })).toBeVisible();
  }
  // Compact, as the vault lists write TVL ('$1.23M').
  await expect(figure(page, 'Profile', 'Total TVL')).toHaveText(/^\$\d[\d,]*(\.\d+)?[KMBT]?$/, {
    timeout: 20_000,
  });
  expect(errors).toEqual([]);
});

test('the hub and a vault page have no serious accessibility violations', async ({ page }) => {
  const vault = (await apiVaults())[0] as ApiVault;
  await page.goto(`${V3}/earn`);
  await expect(
    page.getByRole('table', { name: 'Lending vaults' }).locator('tbody tr').first(),
  ).toContainText(/%/, { timeout: 20_000 });
  await expectNoSeriousViolations(page, page.locator('body'));
  await navigateInApp(page, `/earn/lend/${vault.address}`);
  await expect(
    page.getByRole('table', { name: 'Allocation' }).locator('tbody tr').first(),
  ).toContainText(/%/, { timeout: 20_000 });
  await expectNoSeriousViolations(page, page.locator('main'));
});
