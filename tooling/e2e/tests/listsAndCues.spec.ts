import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet, shortened } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';
const API = 'http://127.0.0.1:8787';
const API_CONTROL = `${API}/__control`;

// The fault tests share the API: one test at a time, each removing its own fault.
test.describe.configure({ mode: 'default' });

interface WorldReserve {
  address: string;
  symbol: string;
  status: 'Active' | 'Hidden' | 'Obsolete';
}
interface WorldMarket {
  name: string;
  address: string;
  reserves: WorldReserve[];
}

async function worldMarkets(): Promise<WorldMarket[]> {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  return ((await response.json()) as { markets: WorldMarket[] }).markets;
}

let faultIds: number[] = [];

/** Answers `path` (`*` matches anything) with `body` until the test ends. */
async function answerWith(path: string, body: unknown) {
  const response = await fetch(`${API_CONTROL}/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, method: 'GET', body, times: 100 }),
  });
  expect(response.status).toBe(201);
  faultIds.push(((await response.json()) as { id: number }).id);
}

test.afterEach(async () => {
  // Only this file's faults: other specs may be using theirs.
  await Promise.all(
    faultIds.map((id) => fetch(`${API_CONTROL}/faults/${id}`, { method: 'DELETE' })),
  );
  faultIds = [];
});

/** The table's rows are cards: flex boxes, not table rows. */
async function expectCards(table: Locator) {
  const first = table.locator('tbody tr').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first).toHaveCSS('display', 'flex');
  // No card runs off a 375 px screen.
  const fits = await first.evaluate((row) => {
    const box = row.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth;
  });
  expect(fits).toBe(true);
}

/** The danger colour of the theme, as the browser resolves it. */
async function dangerColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--keel-color-danger)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

test('at 1366×768 every row of the lending list keeps its actions inside the viewport', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${V1}/lending`);
  const [main] = await worldMarkets();
  const table = page.getByRole('table', { name: `${main?.name} reserves` });
  const region = page.getByRole('region', { name: `${main?.name} reserves` });
  await expect(table.getByRole('button', { name: /^Supply / }).first()).toBeVisible({
    timeout: 30_000,
  });
  const visible = await region.boundingBox();
  if (!visible) throw new Error('no table region');
  const right = Math.min(visible.x + visible.width, 1366);
  const buttons = table.locator('tbody').getByRole('button', { name: /^(Supply|Borrow) / });
  // The rows render in a deferred pass: wait for all of them, two buttons each.
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count()).toBeGreaterThan(3);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await buttons.count()) === 2 * (await rows.count())).toBe(true);
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const box = await buttons.nth(index).boundingBox();
    const name = await buttons.nth(index).getAttribute('aria-label');
    expect(box, `${name} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name} starts in view`).toBeGreaterThanOrEqual(visible.x);
    expect(box.x + box.width, `${name} ends in view`).toBeLessThanOrEqual(right);
  }
  // The buttons still act: a row's Supply opens its dialog.
  await buttons.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the obligation dashboard keeps each row’s Manage buttons as the card’s actions', async ({
    page,
  }) => {
    const response = await fetch(`${SANDBOX_CONTROL}/world`);
    const { wallets } = (await response.json()) as {
      wallets: {
        role: string;
        obligations: { address: string; marketAddress: string; tag: string }[];
      }[];
    };
    const obligation = wallets
      .find((wallet) => wallet.role === 'ordinary')
      ?.obligations.find((o) => o.tag === 'Vanilla');
    if (!obligation) throw new Error('the ordinary wallet has no vanilla obligation');
    await page.goto(`${V1}/lending/dashboard/${obligation.marketAddress}/${obligation.address}`);
    await connectSandboxWallet(page);
    const deposits = page.getByRole('table', { name: 'Deposits' });
    await expectCards(deposits);
    const card = deposits.locator('tbody tr').first();
    const actions = card.locator('td.keel-table__cell--card-actions');
    const supply = actions.getByRole('button', { name: /^Supply / });
    await supply.scrollIntoViewIfNeeded();
    await expect(supply).toBeInViewport({ timeout: 20_000 });
    await expect(actions.getByRole('button', { name: /^Withdraw / })).toBeInViewport();
    // The actions close the card, below its title.
    const title = card.locator('td.keel-table__cell--card-title');
    const [actionsBox, titleBox] = await Promise.all([actions.boundingBox(), title.boundingBox()]);
    expect((actionsBox?.y ?? 0) > (titleBox?.y ?? 0)).toBe(true);
  });

  test('the earn list shows each vault as a card with its APY', async ({ page }) => {
    await page.goto(`${V3}/earn`);
    const table = page.getByRole('table', { name: 'Lending vaults' });
    await expectCards(table);
    const apy = table.locator('tbody tr').first().locator('td[data-label="APY"]');
    await expect(apy).toBeInViewport();
    await expect(apy).toHaveText(/%$/);
  });

  test('the lending and multiply lists show cards, titled by the asset or pair', async ({
    page,
  }) => {
    await page.goto(`${V1}/lending`);
    const [main] = await worldMarkets();
    const reserves = page.getByRole('table', { name: `${main?.name} reserves` });
    await expectCards(reserves);
    const card = reserves.locator('tbody tr').first();
    await expect(card.locator('td[data-label="Supply APY"]')).toBeInViewport();
    // The actions close the card, below its figures.
    const actions = card.locator('td.keel-table__cell--card-actions');
    const title = card.locator('td.keel-table__cell--card-title');
    const [actionsBox, titleBox] = await Promise.all([actions.boundingBox(), title.boundingBox()]);
    expect((actionsBox?.y ?? 0) > (titleBox?.y ?? 0)).toBe(true);

    await page.goto(`${V1}/multiply`);
    const pairs = page.locator('section.keel-pairs__market').first().getByRole('table');
    await expectCards(pairs);
    await expect(
      pairs.locator('tbody tr').first().locator('td.keel-table__cell--card-title a'),
    ).toHaveText(/\//);
  });
});

test('a borrow preview cues that risk goes up on the LTV, whatever its colour', async ({
  page,
}) => {
  await page.goto(`${V1}/lending`);
  await connectSandboxWallet(page);
  const [main] = await worldMarkets();
  const table = page.getByRole('table', { name: `${main?.name} reserves` });
  await table.getByRole('button', { name: 'Borrow USDC', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Borrow amount/).fill('10');
  const ltv = dialog.locator('.keel-action-preview__row:has(> dt:text-is("LTV")) > dd');
  await expect(ltv).toContainText('→', { timeout: 20_000 });
  const cue = ltv.locator('[data-risk-direction="up"]');
  await expect(cue).toBeVisible();
  await expect(cue).toContainText('risk up');
  await expect(cue).toHaveAttribute('title', 'Risk up');
  // The band colour stays the data spec's.
  await expect(ltv.locator('.keel-action-preview__after')).toHaveClass(/--(low|medium|high)/);
});

test('a negative APY is red on the multiply list and on the liquidity list', async ({ page }) => {
  await page.goto(`${V1}/multiply`);
  const negative = page.locator('table [data-sign="negative"]').first();
  await expect(negative).toBeVisible({ timeout: 30_000 });
  await expect(negative).toHaveText(/^-[\d.,]+%$/);
  const red = await dangerColour(page);
  await expect(negative).toHaveCSS('color', red);
  // A positive net APY stays plain.
  const positive = page.locator('table [data-sign="positive"]').first();
  await expect(positive).not.toHaveCSS('color', red);

  // The liquidity list, with one strategy's 7-day APY below zero.
  const metrics = (await (await fetch(`${API}/strategies/metrics?status=LIVE`)).json()) as Record<
    string,
    unknown
  >[];
  const [first] = metrics;
  const apyKey = Object.keys(first ?? {}).find(
    (key) => key.endsWith('Apy') && typeof first?.[key] === 'object' && first?.[key] !== null,
  );
  if (!first || !apyKey) throw new Error('no strategy metrics with a product APY');
  const productApy = first[apyKey] as { vault: Record<string, unknown> };
  productApy.vault = { ...productApy.vault, apy7d: '-0.0512' };
  await answerWith('/strategies/metrics', metrics);
  await page.goto(`${V1}/liquidity`);
  const strategies = page.getByRole('table', { name: 'Liquidity strategies' });
  const negativeApy = strategies.locator('[data-sign="negative"]').first();
  // The list's APYs keep the data spec's floor: '<0%' below zero.
  await expect(negativeApy).toHaveText('<0%', { timeout: 30_000 });
  await expect(negativeApy).toHaveCSS('color', red);
});

test('a negative APY in a detail page’s figure list is red, a positive one plain', async ({
  page,
}) => {
  // The earn vault page's headline figures, with the API giving the vault a 7-day APY below zero.
  const vaults = (await (await fetch(`${API}/kvaults/vaults?env=localnet`)).json()) as {
    address: string;
  }[];
  const [vault] = vaults;
  if (!vault) throw new Error('the API lists no earn vault');
  const metricsPath = `/kvaults/vaults/${vault.address}/metrics`;
  const metrics = (await (await fetch(`${API}${metricsPath}?env=localnet`)).json()) as Record<
    string,
    unknown
  >;
  await answerWith(metricsPath, { ...metrics, apy7d: '-0.0215' });
  await page.goto(`${V3}/earn/lend/${vault.address}`);
  const figure = (label: string) =>
    page.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
  const negative = figure('7D APY').locator('[data-sign]');
  await expect(negative).toHaveAttribute('data-sign', 'negative', { timeout: 30_000 });
  // The data spec's floor: an APY below zero reads '<0%'.
  await expect(negative).toHaveText('<0%');
  const red = await dangerColour(page);
  await expect(negative).toHaveCSS('color', red);
  const positive = figure('APY').locator('[data-sign]');
  await expect(positive).toHaveAttribute('data-sign', 'positive');
  await expect(positive).not.toHaveCSS('color', red);
});

test('the leverage list names the traded asset: "Short SOL", not "USDC/SOL"', async ({ page }) => {
  await page.goto(`${V1}/leverage`);
  const [main] = await worldMarkets();
  const table = page.getByRole('table', { name: `${main?.name} pairs` });
  const short = table.getByRole('link', { name: 'Short SOL', exact: true });
  await expect(short).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('link', { name: 'Long SOL', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'USDC/SOL', exact: true })).toHaveCount(0);
  // The pair stays beside the name.
  await expect(short.locator('xpath=..')).toContainText('USDC/SOL');
});

test('the multiply list gives every TVL a figure', async ({ page }) => {
  await page.goto(`${V1}/multiply`);
  const tvl = page.locator('section.keel-pairs__market td[data-label="TVL"]');
  await expect(tvl.first()).toHaveText(/^\$/, { timeout: 30_000 });
  const texts = await tvl.allTextContents();
  expect(texts.length).toBeGreaterThan(1);
  expect(texts.filter((text) => text.trim() === '-')).toEqual([]);
});

test('a reserve history the API answers empty says so instead of an empty box', async ({
  page,
}) => {
  const [main] = await worldMarkets();
  const reserve = main?.reserves.find((r) => r.status === 'Active');
  if (!main || !reserve) throw new Error('no active reserve');
  await answerWith(`/*-market/${main.address}/reserves/${reserve.address}/metrics/history`, {
    reserve: reserve.address,
    history: [],
  });
  await page.goto(`${V1}/lending/reserve/${main.address}/${reserve.address}`);
  const history = page.getByRole('region', { name: 'History' });
  await history.scrollIntoViewIfNeeded();
  await expect(history.getByRole('status')).toHaveText('No history yet for this range', {
    timeout: 30_000,
  });
});

test('a failing source gives the portfolio headline and the side panel’s net value a reason, not a bare dash', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const ordinary = await sandboxWallet('ordinary');
  // The wallet's earn positions cannot be read (this page only): the total would be too small.
  await page.route('**/kvaults/users/*/positions*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto(`${V3}/my-portfolio`);
  await connectSandboxWallet(page);
  const reason = 'Earn positions could not be valued';
  const headline = page.locator('.keel-portfolio__summary dd');
  await expect(headline).toContainText(reason, { timeout: 30_000 });
  await expect(headline.locator('.keel-no-value')).toHaveAttribute('title', reason);
  // The retry stays where the page has one: beside the failed group.
  const earn = page.getByRole('alert', { name: 'Earn positions failed' });
  await expect(earn.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: shortened(ordinary.publicKey) })
    .click();
  const panel = page.getByRole('dialog', { name: 'Wallet' });
  await panel
    .getByRole('group', { name: 'Summary' })
    .getByRole('button', { name: /positions$/ })
    .click();
  const total = panel.locator('.keel-side-panel__total');
  await expect(total).toContainText(reason, { timeout: 30_000 });
  await expect(total.locator('.keel-no-value')).toHaveAttribute('title', reason);
});
