import { expect, type Page, test } from '@playwright/test';
import { apps } from '../support/apps';
import {
  figureValue,
  GOVERNANCE_ON,
  governanceChain,
  previewValue,
  worldGovernance,
} from '../support/governance';
import { navigateInApp, waitForHeading } from '../support/inAppNavigation';
import { trackNetworkQuiet } from '../support/networkQuiet';
import { screenVisits } from '../support/screenVisits';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet } from '../support/wallet';

/**
 * One way to write a number (issue 21): every figure goes through core-math's formatters, so the
 * text of the built screens on the sandbox never holds a raw number. Each rule is what a missed
 * formatter leaves behind.
 */
const RAW_NUMBER_RULES: readonly { name: string; pattern: RegExp }[] = [
  // formatCount / formatUsd / formatTokenAmount group thousands: '12345' is a raw toString().
  { name: 'integer of 10,000 or more without grouping', pattern: /(?<![\w.,:/#])\d{5,}(?![\w])/g },
  // D§9: the amount floor is 0.000001, so no figure has more than 6 decimals.
  { name: 'more than 6 decimals', pattern: /(?<![\w.])\d[\d,]*\.\d{7,}(?![\w])/g },
  // D§9: no decimals above 9 999 for prices and amounts; points below 1e6 keep 4 decimals, so
  // 5 or more on a figure of 10,000 or more is a raw amount ('219,453.34476 SOL').
  {
    name: 'decimals on a figure of 10,000 or more',
    pattern: /(?<![\w.,])(?:\d{2,3}(?:,\d{3})+|\d(?:,\d{3}){2,})\.\d{5,}(?![\w])/g,
  },
  // Dates are UTC ISO ('2025-08-27'), never a locale's '8/27/2025'.
  { name: 'US-style date', pattern: /(?<![\w/])\d{1,2}\/\d{1,2}\/\d{4}(?![\w/])/g },
  { name: 'NaN', pattern: /\bNaN\b/g },
  { name: 'Infinity', pattern: /\bInfinity\b/g },
  { name: 'undefined', pattern: /\bundefined\b/g },
  { name: '[object Object]', pattern: /\[object Object\]/g },
];

/** Each rule's matches in `text`, as 'rule: "match" in "…context…"'. */
function rawNumbers(text: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of RAW_NUMBER_RULES) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      const context = text.slice(Math.max(0, at - 30), at + match[0].length + 30);
      found.push(`${name}: "${match[0]}" in "${context.replace(/\s+/g, ' ')}"`);
    }
  }
  return found;
}

test('the rules catch what a missed formatter leaves behind, and pass formatted figures', () => {
  for (const raw of [
    'Total supplied 184343624',
    '219,453.34476 SOL',
    '1.123456789 SOL',
    'at 8/27/2025',
    'APY NaN%',
    '$Infinity',
    'undefined SOL',
    '[object Object]',
  ]) {
    expect(rawNumbers(raw), raw).not.toEqual([]);
  }
  expect(
    rawNumbers(
      '$184,343,624 $184.34M 219,453 SOL 0.000001 SOL 9,999.123456 USDC 15.65% 2025-08-27 12:30 UTC ' +
        'So1Vau1t11111111111 Page 2 of 40 10+ unread 1.5x 12,345.6789 points 1,234.567891 SOL',
    ),
  ).toEqual([]);
});

/**
 * The text of every text node under `selector`, one per line: adjacent figures in sibling spans
 * ('Yes 1,000' 'No 2,000') stay apart, so their digits never run together into a false match.
 */
function textOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((css) => {
    const root = document.querySelector(css);
    if (!root) return '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const tag = node.parentElement?.tagName;
      if (tag !== 'SCRIPT' && tag !== 'STYLE') parts.push(node.textContent ?? '');
    }
    return parts.join('\n');
  }, selector);
}

/** The bell's notifications, opened and closed again (with a wallet connected). */
async function bellText(page: Page): Promise<string> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const modal = page.getByRole('dialog', { name: 'Notifications' });
  await expect(modal.getByRole('listitem').first()).toBeVisible();
  const text = await textOf(page, '[role="dialog"]');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  return text;
}

// One page per app with the sandbox wallet connected (so positions, balances and the bell have
// figures too), moving route to route inside the app. The manager is scanned below, with the
// wallet that owns its market and vaults.
for (const target of apps.filter((app) => app.name !== 'manager')) {
  test(`${target.name}: no screen shows a raw, unformatted number`, async ({ page }) => {
    const visits = screenVisits(target);
    test.setTimeout(15_000 + visits.length * 1_500);
    await page.setViewportSize({ width: 1440, height: 900 });
    const networkQuiet = trackNetworkQuiet(page);
    await page.goto(`${target.baseURL}/`);
    await connectSandboxWallet(page);
    const found: string[] = [];
    if (target.name === 'v1') {
      for (const raw of rawNumbers(await bellText(page))) found.push(`bell: ${raw}`);
    }
    for (const visit of visits) {
      await navigateInApp(page, visit.url);
      await waitForHeading(page, visit.title).catch(() => {
        found.push(`${visit.url}: heading '${visit.title}' did not show`);
      });
      // Figures arrive after the heading: scan what the user ends up with.
      await networkQuiet(150, 2_500);
      const text = await textOf(page, 'main');
      for (const raw of rawNumbers(text)) found.push(`${visit.url}: ${raw}`);
    }
    expect(found).toEqual([]);
  });
}

// Percentages read with two decimals (issue 33): the quorum the program stores as a whole percent
// is no exception ('60.00%', never '60%').
test('v3: a proposal page shows its approval quorum as a percent with two decimals', async ({
  page,
}) => {
  const v3 = apps.find((app) => app.name === 'v3');
  if (!v3) throw new Error('the v3 app is not configured');
  const { gov, connection, PublicKey } = await governanceChain();
  const world = await worldGovernance();
  const { proposals } = await gov.readRealmProposals(
    connection,
    new PublicKey(world.realm.address),
  );
  const proposal = proposals[0];
  if (!proposal) throw new Error('the sandbox seeds no proposal');
  await page.goto(
    `${v3.baseURL}/governance-and-staking/proposals/${proposal.address.toBase58()}?${GOVERNANCE_ON}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(proposal.name);
  await expect(figureValue(page, 'Approval quorum')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}%$/);
});

// A multiplier reads like the leverage label (issue 33): one decimal and an 'x', a second decimal
// only when it carries a digit ('1.0x', '1.25x'), never a bare '2x'.
const MULTIPLIER = /^\d{1,3}(,\d{3})*\.\d{1,2}x$/;

function appUnderTest(name: 'v1' | 'v3' | 'manager') {
  const target = apps.find((app) => app.name === name);
  if (!target) throw new Error(`the ${name} app is not configured`);
  return target;
}

test('v1: the points boosts read as multipliers', async ({ page }) => {
  await page.goto(`${appUnderTest('v1').baseURL}/points?tab=boost`);
  const rates = page.locator('.keel-points__rates');
  // The sandbox's default boost is 1.
  await expect(rates.locator('p')).toContainText('boost (1.0x)', { timeout: 15_000 });
  const boosts = page.getByRole('region', { name: 'Rates and boosts' }).locator('tbody tr');
  await expect(boosts.first()).toBeVisible();
  const shown = await boosts.locator('td:last-child').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const boost of shown) expect(boost).toMatch(MULTIPLIER);
});

test('v3: the stake preview shows its multiplier like the leverage label', async ({ page }) => {
  const { token } = await worldGovernance();
  await page.goto(`${appUnderTest('v3').baseURL}/governance-and-staking?${GOVERNANCE_ON}`);
  await connectSandboxWallet(page);
  const form = page.getByRole('form', { name: `Stake ${token.symbol}` });
  await form.getByLabel(`Amount (${token.symbol})`).fill('1');
  // No lockup (the default) multiplies by one.
  await expect(previewValue(form, 'Multiplier')).toHaveText('1.0x', { timeout: 15_000 });
});

test('v1: the slippage presets and the slippage limit read as percents with two decimals', async ({
  page,
}) => {
  await page.goto(`${appUnderTest('v1').baseURL}/`);
  await expect(page.locator('[data-keel-intent]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction settings' });
  const presets = dialog.getByRole('group', { name: 'Slippage' }).getByRole('button');
  await expect(presets).toHaveText(['0.10%', '0.50%', '1.00%']);
  await dialog.getByLabel('Slippage (%)').fill('150');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Enter a slippage above 0 and at most 100.00%.',
  );
});

interface WorldStrategy {
  address: string;
  dex: string;
  status: string;
  isDiyVault: boolean;
  poolPrice: string;
}

test('v1: the simulation form names the current price with separators', async ({ page }) => {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  const { strategies } = (await response.json()) as { strategies: WorldStrategy[] };
  // A pool priced in thousands (ETH or BTC in USDC), so the price needs a separator.
  const strategy = strategies.find(
    (s) => s.status === 'LIVE' && s.dex === 'ORCA' && !s.isDiyVault && Number(s.poolPrice) >= 1000,
  );
  if (!strategy) throw new Error('no LIVE Orca strategy priced above 1,000 in the world');
  await page.goto(`${appUnderTest('v1').baseURL}/liquidity/${strategy.address}/advanced-analytics`);
  const form = page.getByRole('form', { name: 'Pool simulation' });
  const lower = form.getByLabel(/^Lower price/);
  await expect(lower).not.toHaveValue('', { timeout: 20_000 });
  // A tracking range above today's price: refused, naming the price it must contain.
  const price = Number(strategy.poolPrice);
  await form.getByLabel('Rebalance method').selectOption('Tracker');
  await lower.fill(String(Math.round(price * 2)));
  await form.getByLabel(/^Upper price/).fill(String(Math.round(price * 3)));
  await form.getByRole('button', { name: 'Run simulation' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^A tracking range must contain the current price \(\d{1,3}(,\d{3})+(\.\d{2})?\)$/,
  );
});

interface WorldManaged {
  markets: { address: string; owner: string; reserves: { symbol: string }[] }[];
  earnVaults: { address: string; curator: string }[];
  earnCurators: { managerName: string; admin: string }[];
}

/** A percent the manager shows: two decimals, separators ('5.25%', '1,000.00%'). */
const PERCENT = /^\d{1,3}(,\d{3})*\.\d{2}%$/;

test('manager: settings read in one unit with separators, unlimited ones as No cap', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const manager = appUnderTest('manager');
  const wallet = await sandboxWallet('manager');
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as WorldManaged;
  const owned = world.markets.find((market) => market.owner === wallet.publicKey);
  if (!owned) throw new Error('the sandbox has no market owned by the manager wallet');
  const networkQuiet = trackNetworkQuiet(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${manager.baseURL}/`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');

  // Every screen of the manager: the lists, each market and each vault.
  const urls = [
    '/',
    ...world.markets.map((market) => `/manage-markets/${market.address}`),
    '/manage-vaults',
    ...world.earnVaults.map((vault) => `/manage-vaults/${vault.address}`),
  ];
  const found: string[] = [];
  for (const url of urls) {
    await navigateInApp(page, url);
    await expect(page.locator('main h1')).toBeVisible();
    await networkQuiet(150, 2_500);
    const text = await textOf(page, 'main');
    for (const raw of rawNumbers(text)) found.push(`${url}: ${raw}`);
    // The program's unlimited u64 never shows as a number.
    if (/18,?446,?744,?073/.test(text)) found.push(`${url}: u64::MAX shown as a number`);
  }
  expect(found).toEqual([]);

  await navigateInApp(page, `/manage-markets/${owned.address}`);
  const symbol = owned.reserves[0]?.symbol;
  if (!symbol) throw new Error('the manager market has no reserve');
  const section = page.getByRole('region', { name: `${symbol} reserve` });
  // One unit per setting: the bps settings read in percent, like the rest.
  for (const label of ['Max LTV', 'Min liquidation bonus', 'Max liquidation bonus']) {
    await expect(figureValue(section, label)).toHaveText(PERCENT);
  }
  await expect(figureValue(section, 'Max TWAP divergence')).toHaveText(PERCENT);
  await expect(figureValue(page, 'Referral fee')).toHaveText(PERCENT);
  // The sandbox leaves this cap at the program's unlimited value.
  await expect(figureValue(section, 'Borrow cap outside elevation groups')).toHaveText('No cap');

  // The edit form's changes read like the figures: separators, percents with two decimals.
  await section.getByRole('button', { name: `Edit ${symbol}` }).click();
  const form = section.getByRole('form', { name: `Edit ${symbol} reserve` });
  const maxLtv = form.getByLabel('Max LTV (%)');
  const ltv = Number(await maxLtv.inputValue());
  await maxLtv.fill(String(ltv - 1));
  await form.getByLabel('Deposit cap (tokens, empty for no cap)').fill('12345678.5');
  const changes = form.getByLabel('Changes');
  await expect(changes).toContainText(`${ltv}.00%`);
  await expect(changes).toContainText(`${ltv - 1}.00%`);
  await expect(changes).toContainText('12,345,678.5');
  await form.getByLabel('Deposit cap (tokens, empty for no cap)').fill('');
  await expect(changes).toContainText('No cap');
});
