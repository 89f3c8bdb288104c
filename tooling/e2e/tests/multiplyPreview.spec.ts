import { expect, type Locator, type Page, test } from '@playwright/test';
import { unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, SANDBOX_CONTROL } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';

// Previews only: the seeded wallet's positions are read, never changed (nothing is signed).

interface World {
  markets: {
    name: string;
    address: string;
    reserves: { address: string; symbol: string; status: string }[];
  }[];
}

/** The vault path of a pair in the named market: `{market}/{deposit}/{borrow}`. */
async function pairPath(marketName: string, collateral: string, debt: string): Promise<string> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
  const market = world.markets.find((m) => m.name === marketName);
  const find = (symbol: string) =>
    market?.reserves.find((r) => r.symbol === symbol && r.status === 'Active');
  const coll = find(collateral);
  const borrow = find(debt);
  if (!market || !coll || !borrow) throw new Error(`no ${collateral}/${debt} in ${marketName}`);
  return `${market.address}/${coll.address}/${borrow.address}`;
}

/** A preview row's value cell. */
const row = (list: Locator, label: string) =>
  list.locator(`.keel-action-preview__row:has(> dt:text-is("${label}")) > dd`);

/** The seeded wallet's Manage panel, once its position has loaded. */
async function yourPosition(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Your position' });
  await expect(panel.getByRole('tablist', { name: 'Manage the position' })).toBeVisible({
    timeout: 30_000,
  });
  return panel;
}

/** Moves the Adjust tab's target leverage to its end ('End': the pair's max, 'Home': 1.1x). */
async function moveTarget(panel: Locator, key: 'End' | 'Home') {
  const target = panel.getByRole('slider', { name: 'Target leverage' });
  await target.focus();
  await target.press(key);
}

/** The LTV row says before → after, with the direction cue, in the data spec's band colour. */
async function expectLtvCue(list: Locator, direction: 'up' | 'down') {
  const ltv = row(list, 'LTV');
  await expect(ltv).toContainText('→', { timeout: 20_000 });
  await expect(ltv.locator('.keel-action-preview__before')).toHaveText(/%$/);
  const cue = ltv.locator(`[data-risk-direction="${direction}"]`);
  await expect(cue).toBeVisible();
  await expect(cue).toContainText(`risk ${direction}`);
  await expect(ltv.locator('.keel-action-preview__after')).toHaveClass(/--(low|medium|high)$/);
}

test('v1 open form: the after values only, the LTV in its band against max and liquidation LTV', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${V1}/lending/multiply/${await pairPath('Jito Market', 'JitoSOL', 'SOL')}`);
  const form = page.getByRole('region', { name: 'Open a position' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('1');
  const slider = form.getByRole('slider', { name: 'Leverage', exact: true });
  await slider.focus();
  await slider.press('End');
  const preview = form.getByLabel('Position preview');
  await expect(row(preview, 'LTV')).toHaveText(/%$/, { timeout: 20_000 });
  // No position yet: no before and no direction, but the band.
  await expect(preview.locator('.keel-action-preview__before')).toHaveCount(0);
  await expect(preview.locator('[data-risk-direction]')).toHaveCount(0);
  // At the max the loop's fees put the LTV at or past the group's 90 % max LTV.
  await expect(row(preview, 'LTV').locator('.keel-action-preview__after')).toHaveClass(
    /--(medium|high)$/,
  );
  await expect(row(preview, 'Max / liquidation LTV')).toHaveText('90.00% / 93.00%');
  await expect(row(preview, 'Liquidation ratio')).toHaveText(/JitoSOL\/SOL/);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('v1 multiply: Adjust on the seeded JitoSOL/SOL position shows LTV before → after, risk up then down, and the review lists it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${V1}/lending/multiply/${await pairPath('Jito Market', 'JitoSOL', 'SOL')}`);
  await connectSandboxWallet(page);
  const panel = await yourPosition(page);
  const adjust = panel.getByLabel('Adjust preview');
  await moveTarget(panel, 'End');
  await expectLtvCue(adjust, 'up');
  await expect(row(adjust, 'Leverage').locator('[data-risk-direction="up"]')).toBeVisible();
  await expect(
    row(adjust, 'Liquidation ratio').locator('[data-risk-direction="up"]'),
  ).toBeVisible();

  // The review before anything is signed lists the same before → after.
  await panel.getByRole('button', { name: 'Adjust leverage' }).click();
  const dialog = page.getByRole('dialog', { name: /^Review: Adjust JitoSOL\/SOL to / });
  await expect(dialog).toBeVisible();
  const changes = dialog.getByLabel('Position change');
  await expectLtvCue(changes, 'up');
  await expect(row(changes, 'LTV')).toHaveText((await row(adjust, 'LTV').textContent()) ?? '');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await moveTarget(panel, 'Home');
  await expectLtvCue(adjust, 'down');
  await expect(row(adjust, 'Leverage')).toContainText('1.1x');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('v1 leverage: the seeded long SOL/USDC adjusts with LTV risk up, and adding at a lower leverage lowers it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${V1}/lending/leverage/${await pairPath('Main Market', 'SOL', 'USDC')}/long`);
  await connectSandboxWallet(page);
  const panel = await yourPosition(page);
  await moveTarget(panel, 'End');
  await expectLtvCue(panel.getByLabel('Adjust preview'), 'up');
  // The traded asset names the liquidation price.
  await expect(row(panel.getByLabel('Position figures'), 'SOL liquidation price')).toHaveText(
    /^\$[\d,.]+ \(-[\d.]+%\)$/,
  );
  // Adding at 1.1x to a 2x position lowers its LTV.
  await panel.getByRole('tab', { name: 'Add' }).click();
  const add = panel.getByRole('region', { name: 'Add to position' });
  await add.getByRole('textbox', { name: 'Deposit amount' }).fill('10');
  await expectLtvCue(add.getByLabel('Position preview'), 'down');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('v3 leverage: the seeded short names SOL in its liquidation price, and Adjust cues risk up and down', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${V3}/leverage/main/SOL/USDC`);
  await page.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Short' }).click();
  await expect(page.getByRole('heading', { name: 'Short USDC/SOL' })).toBeVisible({
    timeout: 20_000,
  });
  await connectSandboxWallet(page);
  const panel = await yourPosition(page);
  // A short is liquidated when SOL rises.
  await expect(row(panel.getByLabel('Position figures'), 'SOL liquidation price')).toHaveText(
    /^\$[\d,.]+ \(\+[\d.]+%\)$/,
  );
  const adjust = panel.getByLabel('Adjust preview');
  await moveTarget(panel, 'End');
  await expectLtvCue(adjust, 'up');
  await expect(
    row(adjust, 'SOL liquidation price').locator('[data-risk-direction="up"]'),
  ).toBeVisible();
  await moveTarget(panel, 'Home');
  await expectLtvCue(adjust, 'down');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('v1 leverage short: the what-if moves SOL, the traded asset, and a rise raises the LTV', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${V1}/lending/leverage/${await pairPath('Main Market', 'USDC', 'SOL')}/short`);
  await expect(page.getByRole('heading', { name: 'Short USDC/SOL' })).toBeVisible({
    timeout: 20_000,
  });
  const form = page.getByRole('region', { name: 'Open a position' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('1000');
  const leverage = form.getByRole('slider', { name: 'Leverage', exact: true });
  await leverage.focus();
  await leverage.press('End');
  const whatIf = form.getByLabel('What-if preview');
  const ltv = row(whatIf, 'LTV at that price');
  await expect(ltv).toHaveText(/^[1-9][\d.]*%$/, { timeout: 20_000 });
  const ltvToday = Number.parseFloat((await ltv.textContent()) ?? '');
  const solToday = (await row(whatIf, 'SOL price').textContent()) ?? '';
  await expect(whatIf.locator('dt', { hasText: 'USDC price' })).toHaveCount(0);
  const move = form.getByRole('slider', { name: 'What if SOL moves' });
  await move.focus();
  for (let step = 0; step < 10; step += 1) await move.press('ArrowRight');
  await expect(row(whatIf, 'SOL price')).not.toHaveText(solToday);
  await expect
    .poll(async () => Number.parseFloat((await ltv.textContent()) ?? ''))
    .toBeGreaterThan(ltvToday);
  await expect(row(whatIf, 'PnL at that price')).toHaveText(/^-\$/);
  await expect(row(whatIf, 'SOL liquidation price')).toHaveText(/^\$[\d,.]+ \(\+[\d.]+%\)$/);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the Adjust preview keeps before → after and its cue on the screen', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${V1}/lending/multiply/${await pairPath('Jito Market', 'JitoSOL', 'SOL')}`);
    await connectSandboxWallet(page);
    const panel = await yourPosition(page);
    const adjust = panel.getByLabel('Adjust preview');
    await moveTarget(panel, 'End');
    await expectLtvCue(adjust, 'up');
    const cue = row(adjust, 'LTV').locator('[data-risk-direction="up"]');
    await cue.scrollIntoViewIfNeeded();
    const box = await cue.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
