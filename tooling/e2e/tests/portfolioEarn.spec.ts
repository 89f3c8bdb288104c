import { brand } from '@keel/config/brand';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, sandboxWallet, shortened } from '../support/wallet';

// Issue 14: the earn vault shares of the sandbox wallet in the portfolio and the side panel.
const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';
const API = 'http://127.0.0.1:8787';

test.use({ viewport: { width: 1440, height: 900 } });

interface ApiVault {
  address: string;
  state: { name: string };
}

/** The vaults the ordinary wallet holds shares of, as the API says, in the vault list's order. */
async function heldVaults(wallet: string): Promise<ApiVault[]> {
  const get = async (path: string) => (await fetch(`${API}${path}?env=localnet`)).json();
  const vaults = (await get('/kvaults/vaults')) as ApiVault[];
  const positions = (await get(`/kvaults/users/${wallet}/positions`)) as {
    vaultAddress: string;
    totalShares: string;
  }[];
  const held = new Set(
    positions.filter((p) => Number(p.totalShares) > 0).map((p) => p.vaultAddress),
  );
  return vaults.filter((vault) => held.has(vault.address));
}

function positionFigure(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Your position' })
    .locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
}

async function openPanel(page: Page, address: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: shortened(address) })
    .click();
  const panel = page.getByRole('dialog', { name: 'Wallet' });
  await expect(panel).toBeVisible();
  return panel;
}

test("the v3 portfolio lists the wallet's earn vaults, each worth what its vault page shows", async ({
  page,
}) => {
  // The portfolio, the side panel, then every held vault's page in turn.
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const ordinary = await sandboxWallet('ordinary');
  const vaults = await heldVaults(ordinary.publicKey);
  // The sandbox world gives the ordinary wallet shares of its first vaults.
  expect(vaults.length).toBeGreaterThan(0);
  await page.goto(`${V3}/my-portfolio`);
  await connectSandboxWallet(page);
  const group = page.getByRole('region', { name: 'Earn positions' });
  await expect(group.getByRole('link')).toHaveCount(vaults.length, { timeout: 20_000 });
  const values = new Map<string, string>();
  for (const vault of vaults) {
    const link = group.locator(`a[href="/earn/lend/${vault.address}"]`);
    await expect(link).toContainText(vault.state.name);
    const value = link.locator('.keel-portfolio__figures > span').first();
    await expect(value).toHaveText(/^\$[\d,]+(\.\d+)?$/, { timeout: 20_000 });
    values.set(vault.address, (await value.textContent()) ?? '');
    await expect(link.locator('.keel-portfolio__pnl')).toHaveText(
      /^PnL ([+-]\$[\d,]+\.\d{2}|\$0\.00|-)$/,
      { timeout: 20_000 },
    );
    await expect(link).toContainText(/APY (\d[\d,]*\.\d{2}%|<0%|>999%)/);
  }
  // The total is a number once every source, earn included, has reported.
  await expect(page.locator('.keel-portfolio__summary dd')).toHaveText(
    /^(\$[\d,]+(\.\d+)?|< \$0\.01)$/,
    { timeout: 20_000 },
  );
  const total = await page.locator('.keel-portfolio__summary dd').textContent();

  // The side panel sums the same total and lists the same vaults at the same values.
  const panel = await openPanel(page, ordinary.publicKey);
  await panel.getByRole('button', { name: `${brand.name} positions` }).click();
  await expect(panel.locator('.keel-side-panel__total')).toHaveText(total ?? '', {
    timeout: 20_000,
  });
  await panel.getByRole('tab', { name: 'Positions' }).click();
  const accordion = panel.getByRole('list', { name: 'Earn positions' });
  for (const [vault, text] of values) {
    await expect(
      accordion.locator(`a[href="/earn/lend/${vault}"] .keel-positions__figures > span`),
    ).toHaveText(text, { timeout: 20_000 });
  }
  // A click opens the vault page and closes the panel; the page shows the same value.
  const [first, shown] = [...values.entries()][0] as [string, string];
  await accordion.locator(`a[href="/earn/lend/${first}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/earn/lend/${first}$`));
  await expect(panel).toBeHidden();
  await expect(positionFigure(page, 'Value')).toHaveText(shown, { timeout: 20_000 });

  // Every other row opens its vault page with the same value (in the app, keeping the wallet).
  for (const [vault, text] of [...values.entries()].slice(1)) {
    await page.goBack();
    await page
      .getByRole('region', { name: 'Earn positions' })
      .locator(`a[href="/earn/lend/${vault}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/earn/lend/${vault}$`));
    await expect(positionFigure(page, 'Value')).toHaveText(text, { timeout: 20_000 });
  }
  expect(errors).toEqual([]);
});

test('v1 shows the earn vaults behind ?EARN=true, and none without it', async ({ page }) => {
  const ordinary = await sandboxWallet('ordinary');
  const vaults = await heldVaults(ordinary.publicKey);
  await page.goto(`${V1}/my-portfolio?EARN=true`);
  await connectSandboxWallet(page);
  const group = page.getByRole('region', { name: 'Earn positions' });
  await expect(group.getByRole('link')).toHaveCount(vaults.length, { timeout: 20_000 });
  const first = vaults[0] as ApiVault;
  await expect(group.locator(`a[href="/earn/lend/${first.address}"]`)).toBeVisible();

  await page.goto(`${V1}/my-portfolio`);
  await expect(page.getByRole('region', { name: 'Borrow/Lend positions' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Earn positions' })).toHaveCount(0);
});
