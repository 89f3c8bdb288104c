import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { collectPageErrors } from '../support/pageErrors';
import { installSigningWallet, SIGNING_WALLET } from '../support/signingWallet';
import {
  connectSandboxWallet,
  sandboxWallet,
  shortened,
  storageKeyPrefix,
} from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const API = 'http://127.0.0.1:8787';

interface WireRow {
  leaderboardRank: string;
  ownerPubkey: string;
  pointsEarnedStrategies: string;
  totalPointsEarned: string;
}

/** The season's whole leaderboard as the sandbox API serves it. */
async function apiLeaderboard(season: number): Promise<WireRow[]> {
  const first = (await (
    await fetch(`${API}/points/leaderboard?source=Season${season}&offset=0&limit=1000`)
  ).json()) as { totalLeaderboardCount: string; leaderboard: WireRow[] };
  const rows = [...first.leaderboard];
  for (let offset = 1000; offset < Number(first.totalLeaderboardCount); offset += 1000) {
    const page = (await (
      await fetch(`${API}/points/leaderboard?source=Season${season}&offset=${offset}&limit=1000`)
    ).json()) as { leaderboard: WireRow[] };
    rows.push(...page.leaderboard);
  }
  return rows;
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const board = (page: Page) => page.getByRole('region', { name: 'Points leaderboard' });
const bodyRows = (page: Page) => board(page).locator('tbody tr');
/** The full wallet address of a leaderboard row (its wallet cell's title). */
const walletOf = (row: Locator) => row.locator('[title]').first().getAttribute('title');
/** A points cell as a number ('1,234.5678' → 1234.5678). */
async function pointsIn(row: Locator, column: number): Promise<number> {
  const text = (await row.locator('td').nth(column).textContent()) ?? '';
  return Number(text.replaceAll(',', ''));
}
const COLUMN = { rank: 0, wallet: 1, liquidity: 2, total: 6 } as const;

const DEFAULT_STATE = {
  tab: 'leaderboard',
  season_tab: 'season3',
  breakdownSortBy: 'totalPoints.desc',
  leaderboardSortBy: 'liquidityPoints.desc',
  currentPointBoostsSortBy: 'boost.desc',
  pointsAllocationSortBy: 'points.desc',
  page: '1',
  pageSize: '50',
};

async function openPoints(page: Page, query = '') {
  await page.goto(`${V1}/points${query}`);
  await expect(bodyRows(page)).toHaveCount(50, { timeout: 30_000 });
}

test.describe('points page query parameters (D§2, D§5)', () => {
  test('opens on the defaults: Leaderboard, season 3, by liquidity points, page 1 of 50 rows', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const rows = await apiLeaderboard(3);
    await openPoints(page);
    await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Season 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(board(page).getByRole('columnheader', { name: 'Liquidity' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const top = [...rows].sort(
      (a, b) =>
        Number(b.pointsEarnedStrategies) - Number(a.pointsEarnedStrategies) ||
        Number(a.leaderboardRank) - Number(b.leaderboardRank),
    )[0];
    expect(await walletOf(bodyRows(page).first())).toBe(top?.ownerPubkey);
    await expect(page.getByText(`${rows.length.toLocaleString('en-US')} wallets`)).toBeVisible();
    await expect(
      page.getByText(`Page 1 of ${Math.ceil(rows.length / 50).toLocaleString('en-US')}`),
    ).toBeVisible();
    // Nothing changed yet: the address stays as typed.
    expect(params(page)).toEqual({});
    expect(errors).toEqual([]);
  });

  test('unknown or malformed values fall back to the defaults, and the address says so', async ({
    page,
  }) => {
    await page.goto(`${V1}/`);
    const before = await historyLength(page);
    await openPoints(
      page,
      '?tab=rewards&season_tab=season9&leaderboardSortBy=volume.desc&breakdownSortBy=totalPoints' +
        '&currentPointBoostsSortBy=&pointsAllocationSortBy=points.sideways&page=0&pageSize=13&REFERRAL_PAGE=true',
    );
    await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Season 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => params(page)).toEqual({ ...DEFAULT_STATE, REFERRAL_PAGE: 'true' });
    // Rewritten in place: one entry for the visit, none for the correction.
    expect(await historyLength(page)).toBe(before + 1);
  });

  test('every change is written back by replacing the URL; a dropped page is left out', async ({
    page,
  }) => {
    await page.goto(`${V1}/`);
    await openPoints(page, '?season_tab=season2');
    const length = await historyLength(page);

    await page.getByRole('tab', { name: 'Rates & Boosts' }).click();
    await expect
      .poll(() => params(page))
      .toEqual({
        ...DEFAULT_STATE,
        tab: 'boost',
        season_tab: 'season2',
      });
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => params(page).page).toBe('2');
    // A new sort starts again on the first page: the page parameter is dropped, not emptied.
    await board(page).getByRole('button', { name: 'Total points' }).click();
    await expect.poll(() => params(page).leaderboardSortBy).toBe('totalPoints.desc');
    expect(params(page)).not.toHaveProperty('page');
    expect(new URL(page.url()).search).not.toMatch(/(^|&|\?)page=(&|$)/);
    await page.getByRole('button', { name: 'Season 1' }).click();
    await expect.poll(() => params(page).season_tab).toBe('season1');

    expect(await historyLength(page)).toBe(length);
    // Back leaves the page rather than stepping through its states.
    await page.goBack();
    await expect(page).toHaveURL(`${V1}/`);
  });

  test('a URL with a state opens in it', async ({ page }) => {
    await page.goto(
      `${V1}/points?tab=info&season_tab=season1&leaderboardSortBy=totalPoints.asc&page=3`,
    );
    await expect(page.getByRole('tab', { name: 'How it Works' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Season 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByText(/^Page 3 of /)).toBeVisible({ timeout: 30_000 });
    await expect(board(page).getByRole('columnheader', { name: 'Total points' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});

test.describe('the leaderboard', () => {
  test('sorts by a column both ways and pages through 10 000+ wallets', async ({ page }) => {
    const rows = await apiLeaderboard(3);
    expect(rows.length).toBeGreaterThanOrEqual(10_000);
    await openPoints(page);
    const totalHeader = board(page).getByRole('button', { name: 'Total points' });

    await totalHeader.click();
    await expect(bodyRows(page).first().locator('td').first()).toHaveText('#1');
    const descending = await Promise.all(
      (await bodyRows(page).all()).map((row) => pointsIn(row, COLUMN.total)),
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await totalHeader.click();
    await expect.poll(() => params(page).leaderboardSortBy).toBe('totalPoints.asc');
    await expect(bodyRows(page).first().locator('td').first()).toHaveText(
      `#${rows.length.toLocaleString('en-US')}`,
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of /)).toBeVisible();
    await expect(bodyRows(page).first().locator('td').first()).toHaveText(
      `#${(rows.length - 50).toLocaleString('en-US')}`,
    );

    // The last page holds the remainder.
    const lastPage = Math.ceil(rows.length / 50);
    await page.goto(`${V1}/points?leaderboardSortBy=rank.asc&page=${lastPage}`);
    await expect(bodyRows(page)).toHaveCount(rows.length - (lastPage - 1) * 50, {
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByLabel('Rows per page').selectOption('100');
    await expect(bodyRows(page)).toHaveCount(100);
    await expect.poll(() => params(page).pageSize).toBe('100');
    expect(params(page)).not.toHaveProperty('page');
  });

  test('searches wallets and keeps sorting fluid', async ({ page }) => {
    const rows = await apiLeaderboard(3);
    const target = rows[4321]?.ownerPubkey ?? '';
    await openPoints(page);
    await page.getByLabel('Search wallet').fill(target.slice(0, 10));
    await expect(bodyRows(page).first().locator('[title]').first()).toHaveAttribute(
      'title',
      target,
    );
    await page.getByLabel('Search wallet').fill('not-a-wallet-0OIl');
    await expect(board(page)).toContainText('No wallet matches your search.');
  });

  test("the connected wallet's row is pinned; the header button shows its season 3 points", async ({
    page,
  }) => {
    const ordinary = await sandboxWallet('ordinary');
    const breakdown = (await (
      await fetch(`${API}/points/users/${ordinary.publicKey}/breakdown?env=localnet&source=Season3`)
    ).json()) as {
      leaderboardRank: string;
      totalPointsEarned: string;
      strategiesBreakdown: unknown[];
      klendBreakdown: unknown[];
    };
    await page.goto(`${V1}/points`);
    await connectSandboxWallet(page);
    const pinned = bodyRows(page).first();
    await expect(pinned).toContainText('You', { timeout: 30_000 });
    await expect(pinned.locator('td').first()).toHaveText(
      `#${Number(breakdown.leaderboardRank).toLocaleString('en-US')}`,
    );
    expect(await walletOf(pinned)).toBe(ordinary.publicKey);

    const header = page.getByRole('banner').getByRole('link', { name: /^Points: / });
    await expect(header).toBeVisible();
    const shown = Number(((await header.textContent()) ?? '').replaceAll(',', ''));
    expect(shown).toBeCloseTo(Number(breakdown.totalPointsEarned) / 1e6, 3);

    // The wallet chip copies the address.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page
      .getByRole('button', { name: shortened(ordinary.publicKey) })
      .last()
      .click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ordinary.publicKey);

    await page.getByRole('tab', { name: 'My Breakdown' }).click();
    await expect(
      page.getByRole('region', { name: 'Points by position' }).locator('tbody tr'),
    ).toHaveCount(breakdown.strategiesBreakdown.length + breakdown.klendBreakdown.length);
  });
});

test('the points page and its tabs pass axe and work from the keyboard', async ({ page }) => {
  await openPoints(page);
  const main = page.locator('.keel-points');
  await expectNoSeriousViolations(page, main);
  // Arrow keys move between the tabs (each change written back like a click).
  await page.getByRole('tab', { name: 'Leaderboard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'My Breakdown' })).toBeFocused();
  await expect.poll(() => params(page).tab).toBe('breakdown');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'How it Works' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoSeriousViolations(page, main);
});

test('the points page fits a 375 px phone: only the tables scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPoints(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('tab', { name: 'How it Works' })).toBeVisible();
});

test.describe('referrals', () => {
  test('a wallet without a code creates one, and its link brings a new visitor in (?ref=)', async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page);
    const { address } = await installSigningWallet(page);
    await page.goto(`${V1}/referrals?REFERRAL_PAGE=true`);
    await expect(page.getByText('Connect a wallet to see your referral code.')).toBeVisible();
    await connectSandboxWallet(page, SIGNING_WALLET);

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const form = page.getByRole('form', { name: 'Create your referral code' });
    await form.getByLabel('Referral code').fill(code);
    await form.getByRole('button', { name: 'Create code' }).click();
    const link = `${V1}/?ref=${code}`;
    await expect(page.getByText(link)).toBeVisible();
    const claimed = (await (await fetch(`${API}/referral-codes/${code}`)).json()) as {
      referrer: string;
    };
    expect(claimed.referrer).toBe(address);
    // A new wallet has no code and no screening record yet: those lookups answer 404 by design.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);

    // A new visitor follows the link: the code is found, kept, and the visitor lands on the main page.
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(`${V1}/leaderboard-referrals?ref=${code}`);
    await expect(tab).toHaveURL(`${V1}/`);
    expect(
      await tab.evaluate(
        (key) => window.localStorage.getItem(key),
        `${storageKeyPrefix}.referralCode`,
      ),
    ).toBe(code);
    await tab.goto(`${V1}/referrals?REFERRAL_PAGE=true`);
    await expect(tab.getByText(`You joined with the referral code ${code}.`)).toBeVisible();

    // An unknown code is neither kept nor followed.
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(`${V1}/points?ref=NO-SUCH-${code}`);
    await expect(bodyRows(other)).toHaveCount(50, { timeout: 30_000 });
    expect(new URL(other.url()).pathname).toBe('/points');
    expect(
      await other.evaluate(
        (key) => window.localStorage.getItem(key),
        `${storageKeyPrefix}.referralCode`,
      ),
    ).toBeNull();
    await visitor.close();
    await stranger.close();
  });

  test('the referrals page is off by default', async ({ page }) => {
    await page.goto(`${V1}/referrals`);
    await expect(page).toHaveURL(`${V1}/404`);
  });

  test('the referral leaderboard pages on the server and pins the connected referrer', async ({
    page,
  }) => {
    const ordinary = await sandboxWallet('ordinary');
    const mine = (await (
      await fetch(`${API}/referral/leaderboard/users/${ordinary.publicKey}/metrics`)
    ).json()) as { leaderboardRank: number };
    await page.goto(`${V1}/leaderboard-referrals`);
    const table = page.getByRole('region', { name: 'Referral leaderboard' });
    await expect(table.locator('tbody tr')).toHaveCount(50, { timeout: 30_000 });
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('#1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('#51');
    await connectSandboxWallet(page);
    await expect(table.locator('tbody tr').first()).toContainText('You');
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(
      `#${mine.leaderboardRank.toLocaleString('en-US')}`,
    );
  });
});
