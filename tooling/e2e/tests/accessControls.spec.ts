import { expect, test } from '@playwright/test';
import { apps } from '../support/apps';

// These tests change the sandbox's geo answer and maintenance flag, shared by every browser
// test: they run one at a time and restore the defaults. The geo check is off unless a visit
// turns it on (?GEO_BLOCK=true), so other tests never see the changed geo answer.
test.describe.configure({ mode: 'serial' });

const API_CONTROL = 'http://127.0.0.1:8787/__control';
const [v1] = apps;
const GEO_PAGE = `${v1!.baseURL}/liquidity?GEO_BLOCK=true`;
const UNAVAILABLE =
  'This site is not available in your region. Based on your location being a current Restricted Jurisdiction, you are prohibited from accessing this site.';

async function setGeo(country: string, countryCode: string, region: string) {
  const response = await fetch(`${API_CONTROL}/geo`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ country, countryCode, region }),
  });
  expect(response.ok).toBe(true);
}

async function resetGeo() {
  await fetch(`${API_CONTROL}/geo`, { method: 'DELETE' });
}

async function setMaintenance(api: boolean) {
  const response = await fetch(`${API_CONTROL}/maintenance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api }),
  });
  expect(response.ok).toBe(true);
}

test.describe('geo restrictions', () => {
  test.afterEach(resetGeo);

  test('a sanctioned country sees the Site is unavailable overlay with scroll locked', async ({
    page,
  }) => {
    await setGeo('Iran', 'IR', '23');
    await page.goto(GEO_PAGE);
    const overlay = page.getByRole('alertdialog', { name: 'Site is unavailable' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText(UNAVAILABLE);
    // The lock is set by an effect once the overlay has rendered.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
  });

  test('Ukraine is restricted for a listed region only', async ({ page }) => {
    await setGeo('Ukraine', 'UA', '43');
    // The lookup fails open: see it answer before judging the overlay (a loaded machine is slow).
    const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/geo');
    await page.goto(GEO_PAGE);
    expect((await lookup).ok(), 'the geo lookup answered').toBe(true);
    await expect(page.getByRole('alertdialog', { name: 'Site is unavailable' })).toBeVisible({
      timeout: 15_000,
    });

    await setGeo('Ukraine', 'UA', '30');
    await page.goto(GEO_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Site is unavailable' })).toHaveCount(0);
  });

  test('the default (Switzerland) is not restricted, and the check is off without its flag', async ({
    page,
  }) => {
    await page.goto(GEO_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Site is unavailable' })).toHaveCount(0);

    await setGeo('Iran', 'IR', '23');
    await page.goto(`${v1!.baseURL}/liquidity`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Site is unavailable' })).toHaveCount(0);
  });

  test('EU and UK visitors see their banners', async ({ page }) => {
    await setGeo('France', 'FR', 'IDF');
    await page.goto(GEO_PAGE);
    const eu = page.getByRole('region', { name: 'European Union' });
    await expect(eu).toContainText('not authorised in the European Union');
    // Long text starts collapsed behind 'Read more'.
    await eu.getByRole('button', { name: 'Read more' }).click();
    await expect(eu.getByRole('button', { name: 'Read more' })).toHaveCount(0);

    await setGeo('United Kingdom', 'GB', 'ENG');
    await page.goto(`${GEO_PAGE}&GEO_BLOCK_UK=false`);
    await expect(page.getByRole('region', { name: 'United Kingdom' })).toContainText(
      'not permitted in the United Kingdom',
    );
    await expect(page.getByRole('region', { name: 'Restricted region' })).toBeVisible();
  });
});

test.describe('maintenance', () => {
  test.afterEach(() => setMaintenance(false));

  test('the maintenance banner shows when status.json says so', async ({ page }) => {
    await page.goto(`${v1!.baseURL}/liquidity`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maintenance' })).toHaveCount(0);

    await setMaintenance(true);
    await page.reload();
    const banner = page.getByRole('region', { name: 'Maintenance' });
    await expect(banner).toContainText('slow for up to 3 hours');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
  });
});
