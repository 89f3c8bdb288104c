import { expect, type Page, test } from '@playwright/test';
import { measureHorizontalOverflow, revealHorizontalOverflow } from '../support/overflow';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet, shortened } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';

interface WorldObligation {
  address: string;
  marketAddress: string;
  scenario: string;
}

/** The ordinary wallet's obligation the world seeds 1.5 % below its liquidation LTV. */
async function nearLiquidation(): Promise<WorldObligation> {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  const { wallets } = (await response.json()) as {
    wallets: { role: string; obligations: WorldObligation[] }[];
  };
  const near = wallets
    .find((wallet) => wallet.role === 'ordinary')
    ?.obligations.find((o) => o.scenario === 'near-liquidation');
  if (!near) throw new Error('no near-liquidation obligation in the world');
  return near;
}

/** A labelled figure of the dashboard (`<dt>label</dt><dd>value</dd>`). */
function figure(page: Page, label: string) {
  return page.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
}

const riskBanner = (page: Page) =>
  page.getByRole('region', { name: /^Position (at risk|can be liquidated)$/ });

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The banner states the LTV the figures below show, against the same two thresholds. */
async function expectBannerMatchesFigures(page: Page) {
  const banner = riskBanner(page);
  await expect(banner).toBeVisible({ timeout: 20_000 });
  const band = await figure(page, 'LTV').locator('[data-risk]').getAttribute('data-risk');
  expect(['orange', 'red']).toContain(band);
  await expect(banner).toHaveAttribute('data-risk', band ?? '');
  const [ltv, max, liquidation] = await Promise.all(
    ['LTV', 'Max LTV', 'Liquidation LTV'].map((label) => figure(page, label).textContent()),
  );
  await expect(banner).toContainText(`LTV ${ltv} · max ${max} · liquidation ${liquidation}`);
  return banner;
}

test('at 1366×768 the near-liquidation dashboard shows the banner, gauge and both actions above the fold', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  const near = await nearLiquidation();
  await page.goto(`${V1}/lending/dashboard/${near.marketAddress}/${near.address}`);
  await connectSandboxWallet(page);
  const banner = await expectBannerMatchesFigures(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const gauge = banner.locator('.keel-ltv-gauge__track');
  const repay = banner.getByRole('button', { name: 'Repay' });
  const add = banner.getByRole('button', { name: 'Add collateral' });
  for (const part of [banner.getByRole('heading'), gauge, repay, add]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await expect(banner.getByRole('meter', { name: 'LTV' })).toHaveCount(1);
  // The band's colour: the banner's border is the warning (orange) or danger (red) tone.
  const tone = await banner.evaluate((element) => getComputedStyle(element).borderTopColor);
  const expectedTone = await page.evaluate(
    (band) =>
      getComputedStyle(document.documentElement)
        .getPropertyValue(band === 'red' ? '--keel-color-danger' : '--keel-color-warning')
        .trim(),
    await banner.getAttribute('data-risk'),
  );
  expect(tone.replace(/\s/g, '')).toBe(hexToRgb(expectedTone));

  // The buttons open the existing forms, on their tab.
  await repay.click();
  const repayForm = page.getByRole('dialog', { name: /^Repay / });
  await expect(repayForm.getByRole('tab', { name: 'Repay' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await repayForm.getByRole('button', { name: 'Close' }).click();
  await expect(repayForm).toBeHidden();
  await add.click();
  const supplyForm = page.getByRole('dialog', { name: /^Supply / });
  await expect(supplyForm.getByRole('tab', { name: 'Supply' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(errors).toEqual([]);
});

function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r},${g},${b})`;
}

test('at 375 px the header has the bell and Repay / Add collateral stay in a bar at the bottom', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const near = await nearLiquidation();
  await page.goto(`${V3}/markets/dashboard/${near.marketAddress}/${near.address}`);
  await revealHorizontalOverflow(page);
  await connectSandboxWallet(page);
  await expect(bell(page)).toBeVisible();
  await expect(bell(page)).toBeInViewport({ ratio: 1 });
  const banner = await expectBannerMatchesFigures(page);
  const repay = banner.getByRole('button', { name: 'Repay' });
  const add = banner.getByRole('button', { name: 'Add collateral' });
  for (const y of [0, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(repay).toBeInViewport({ ratio: 1 });
    await expect(add).toBeInViewport({ ratio: 1 });
  }
  const overflow = await measureHorizontalOverflow(page);
  expect(overflow.scrollWidth, overflow.culprits.join('; ')).toBeLessThanOrEqual(
    overflow.innerWidth,
  );
  await repay.click();
  await expect(page.getByRole('dialog', { name: /^Repay / })).toBeVisible();
});

test('the portfolio and the side panel list the at-risk position first and say how many', async ({
  page,
}) => {
  const near = await nearLiquidation();
  const ordinary = await sandboxWallet('ordinary');
  const dashboard = `/lending/dashboard/${near.marketAddress}/${near.address}`;
  await page.goto(`${V1}/my-portfolio`);
  await connectSandboxWallet(page);

  const heading = page.getByRole('heading', { name: /^\d+ positions? at risk$/ });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const atRisk = page.locator('section.keel-at-risk');
  const links = atRisk.getByRole('link');
  const count = await links.count();
  await expect(heading).toHaveText(`${count} ${count === 1 ? 'position' : 'positions'} at risk`);
  await expect(atRisk.locator(`a[href="${dashboard}"]`)).toContainText(
    /LTV .* · max .* · liquidation /,
  );
  // Above every group, and first in its own.
  const borrowLend = page.getByRole('region', { name: 'Borrow/Lend positions' });
  const above = await atRisk.evaluate(
    (section, other) =>
      Boolean(other && section.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    await borrowLend.elementHandle(),
  );
  expect(above).toBe(true);
  await expect(borrowLend.getByRole('link').first()).toHaveAttribute('href', dashboard);

  await page
    .getByRole('banner')
    .getByRole('button', { name: shortened(ordinary.publicKey) })
    .click();
  const panel = page.getByRole('dialog', { name: 'Wallet' });
  await panel.getByRole('tab', { name: 'Positions' }).click();
  const panelHeading = panel.getByRole('heading', {
    name: `${count} ${count === 1 ? 'position' : 'positions'} at risk`,
  });
  await expect(panelHeading).toBeVisible({ timeout: 20_000 });
  const panelList = panel.locator('section.keel-at-risk');
  await expect(panelList.locator(`a[href="${dashboard}"]`)).toBeVisible();
  const firstAccordion = panel.locator('details.keel-positions__accordion').first();
  const panelAbove = await panelList.evaluate(
    (section, other) =>
      Boolean(other && section.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    await firstAccordion.elementHandle(),
  );
  expect(panelAbove).toBe(true);
});

test("the bell's position warning looks different from news", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${V1}/lending`);
  await connectSandboxWallet(page);
  await bell(page).click();
  const modal = page.getByRole('dialog', { name: 'Notifications' });
  const warning = modal
    .getByRole('listitem')
    .filter({ hasText: 'Position close to liquidation' })
    .first();
  const news = modal.getByRole('listitem').filter({ hasText: 'New market live' }).first();
  await expect(warning).toContainText('Position warning');
  await expect(news).toContainText('News');
  await expect(news).not.toContainText('Position warning');
  await expect(warning.locator('.keel-bell__kind svg path')).toHaveCount(1);
  await expect(news.locator('.keel-bell__kind svg path')).toHaveCount(0);
  const style = (item: typeof warning) =>
    item.evaluate((element) => {
      const computed = getComputedStyle(element);
      return `${computed.backgroundColor} ${computed.borderTopColor}`;
    });
  expect(await style(warning)).not.toBe(await style(news));
});
