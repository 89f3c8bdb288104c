import { expect, type Page, test } from '@playwright/test';
import { apps } from '../support/apps';
import {
  figureValue,
  GOVERNANCE_ON,
  governanceChain,
  worldGovernance,
} from '../support/governance';
import { navigateInApp, waitForHeading } from '../support/inAppNavigation';
import { trackNetworkQuiet } from '../support/networkQuiet';
import { screenVisits } from '../support/screenVisits';
import { connectSandboxWallet } from '../support/wallet';

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
// figures too), moving route to route inside the app.
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
