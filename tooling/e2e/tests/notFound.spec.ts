import { expect, test } from '@playwright/test';
import { apps, brandName } from '../support/apps';
import { navigateInApp } from '../support/inAppNavigation';

for (const target of apps) {
  test(`${target.name}: an unknown path shows the not-found page`, async ({ page }) => {
    await page.goto(`${target.baseURL}/no/such/page`);
    await expect(page).toHaveURL(`${target.baseURL}/404`);
    await expect(page).toHaveTitle(`Page not found | ${brandName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(
      page.getByText('This page is deprecated, deleted, or does not exist'),
    ).toBeVisible();
  });
}

const [v1] = apps;

test('Back on the not-found page returns to the previous page of the visit', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/liquidity`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liquidity');
  await navigateInApp(page, '/missing');
  await expect(page).toHaveURL(`${v1!.baseURL}/404`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${v1!.baseURL}/liquidity`);
});

test('Back without an earlier page goes to the main page', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/missing`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${v1!.baseURL}/`);
});

test('a flag-off route redirects to /404 and a query override turns it on', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/earn`);
  await expect(page).toHaveURL(`${v1!.baseURL}/404`);
  await page.goto(`${v1!.baseURL}/earn?EARN=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earn');
});

test('a malformed address in a route gets a clear error, not a blank page', async ({ page }) => {
  await page.goto(
    `${v1!.baseURL}/lending/reserve/not-an-address/EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid link');
  await expect(page.getByRole('alert')).toContainText('not-an-address');
  await expect(page.getByRole('alert')).toContainText('is not a Solana address');
});
