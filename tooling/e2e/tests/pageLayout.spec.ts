import { expect, type Locator, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { measureHorizontalOverflow, revealHorizontalOverflow } from '../support/overflow';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';

interface WorldReserve {
  address: string;
  symbol: string;
  mint: string;
  status: string;
  farmCollateral?: string | null;
}
interface World {
  markets: { name: string; address: string; reserves: WorldReserve[] }[];
}

async function mainMarket() {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
  const market = world.markets[0];
  if (!market) throw new Error('the world has no market');
  const find = (symbol: string) => {
    const found = market.reserves.find((r) => r.symbol === symbol && r.status === 'Active');
    if (!found) throw new Error(`no Active ${symbol} in the main market`);
    return found;
  };
  return { market, find };
}

/** The pages of the one template: a reserve, a multiply vault and a leverage vault. */
async function templatePages() {
  const { market, find } = await mainMarket();
  const sol = find('SOL');
  const usdc = find('USDC');
  return [
    {
      name: 'reserve',
      url: `${V1}/lending/reserve/${market.address}/${sol.address}`,
      figures: (page: Page) => page.getByRole('region', { name: 'Overview' }),
      panel: (page: Page) => page.getByRole('region', { name: 'Lending actions' }),
    },
    {
      name: 'multiply',
      url: `${V1}/multiply/${market.address}/${sol.address}/${usdc.address}`,
      figures: (page: Page) => page.getByRole('region', { name: 'Vault' }),
      panel: (page: Page) => page.getByRole('region', { name: 'Open a position' }),
    },
    {
      name: 'leverage',
      url: `${V1}/lending/leverage/${market.address}/${usdc.address}/${sol.address}`,
      figures: (page: Page) => page.getByRole('region', { name: 'Vault' }),
      panel: (page: Page) => page.getByRole('region', { name: 'Open a position' }),
    },
  ];
}

async function box(locator: Locator) {
  await expect(locator).toBeVisible({ timeout: 20_000 });
  const found = await locator.boundingBox();
  if (!found) throw new Error('no bounding box');
  return found;
}

/** The labels of a preview list (`<dl>`), in order. */
function previewLabels(preview: Locator) {
  return preview.locator('dt').allTextContents();
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the reserve, multiply and leverage pages put the action panel to the right of the key figures', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    for (const visit of await templatePages()) {
      await test.step(visit.name, async () => {
        await page.goto(visit.url);
        const figures = await box(visit.figures(page));
        const panel = await box(visit.panel(page));
        // Beside, not under: the panel starts right of the figures and level with their top.
        expect(panel.x, `${visit.name}: panel left of the figures' right edge`).toBeGreaterThan(
          figures.x + figures.width,
        );
        expect(panel.y, `${visit.name}: panel below the figures`).toBeLessThan(
          figures.y + figures.height,
        );
        // The figures take the rest of the page's width, not a narrow column.
        expect(figures.width + panel.width).toBeGreaterThan(1366 * 0.7);
      });
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('the rate earned or paid is the first preview row of the lending and multiply forms', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const [reserve, multiply] = await templatePages();
    if (!reserve || !multiply) throw new Error('no template pages');
    await page.goto(reserve.url);
    await connectSandboxWallet(page);
    const actions = page.getByRole('region', { name: 'Lending actions' });
    const preview = actions.getByLabel('Preview', { exact: true });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await expect(preview.locator('dt').first()).toHaveText('Supply APY');
    // The same APY the reserve's figures show.
    const supplyApy = await page
      .locator('.keel-figures__item:has(> dt:text-is("Supply APY")) > dd')
      .textContent();
    await expect(preview.locator('dd').first()).toContainText(supplyApy ?? '');
    await actions.getByRole('tab', { name: 'Borrow' }).click();
    await expect(actions.getByLabel('Preview', { exact: true }).locator('dt').first()).toHaveText(
      'Borrow APY',
    );

    await page.goto(multiply.url);
    const open = page.getByRole('region', { name: 'Open a position' });
    const position = open.getByLabel('Position preview');
    await expect(position).toBeVisible({ timeout: 20_000 });
    expect((await previewLabels(position))[0]).toBe('Net APY');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test("the reserve's reward farms are named by their reward tokens, not their addresses", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const { market, find } = await mainMarket();
    const jito = find('JitoSOL');
    await page.goto(`${V1}/lending/reserve/${market.address}/${jito.address}`);
    const rewards = page.getByRole('region', { name: 'Rewards' });
    const supply = rewards.locator('.keel-figures__item:has(> dt:text-is("Supply rewards")) > dd');
    // The JitoSOL supply farm pays JTO, priced by the market: its APY is shown beside it.
    await expect(supply).toContainText('JTO', { timeout: 20_000 });
    await expect(supply).toContainText(/\d+(\.\d+)?% APY/);
    await expect(rewards).not.toContainText(/[1-9A-HJ-NP-Za-km-z]{32,44}/);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the action panel stacks under the key figures, above the details, with no horizontal overflow', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    for (const visit of await templatePages()) {
      await test.step(visit.name, async () => {
        await page.goto(visit.url);
        await revealHorizontalOverflow(page);
        const figures = await box(visit.figures(page));
        const panel = await box(visit.panel(page));
        expect(panel.y, `${visit.name}: the panel starts under the figures`).toBeGreaterThanOrEqual(
          figures.y + figures.height,
        );
        const overflow = await measureHorizontalOverflow(page);
        expect(
          overflow.scrollWidth,
          `${visit.name} overflows: ${overflow.culprits.join('; ')}`,
        ).toBeLessThanOrEqual(overflow.innerWidth);
      });
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

/** SOL a form lets a wallet put in: its balance less the 0.01 SOL kept for fees, exactly. */
async function spendableSol(owner: string): Promise<string> {
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const lamports = await new Connection(SANDBOX_RPC, 'confirmed').getBalance(new PublicKey(owner));
  const spendable = BigInt(lamports) - 10_000_000n;
  const whole = spendable / 1_000_000_000n;
  const fraction = (spendable % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

test.describe('a multiply position', () => {
  // Funds a wallet, then opens and closes a position, each loop confirmed on the sandbox.
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the deposit field has Max and Half; once open, the position is one tabbed Manage panel', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const { market, find } = await mainMarket();
    const sol = find('SOL');
    const usdc = find('USDC');
    const { address } = await fundedSigningWallet(page);
    await page.goto(`${V1}/multiply/${market.address}/${sol.address}/${usdc.address}`);
    await connectSandboxWallet(page, SIGNING_WALLET);
    const form = page.getByRole('region', { name: 'Open a position' });
    const field = form.getByRole('textbox', { name: 'Deposit amount' });
    const spendable = await spendableSol(address);
    // Max fills the whole spendable balance to the lamport (the loop takes the amount as typed).
    await expect(form.getByRole('button', { name: 'Max' })).toBeEnabled({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Max' }).click();
    await expect(field).toHaveValue(spendable);
    await form.getByRole('button', { name: 'Half' }).click();
    const half = Number(await field.inputValue());
    expect(half).toBeGreaterThan(Number(spendable) / 2 - 1e-9);
    expect(half).toBeLessThanOrEqual(Number(spendable) / 2);
    // The value under the field stays a plain dollar amount.
    await expect(form.getByText(/^≈ \$[\d,]+\.\d{2}$/)).toBeVisible();

    await field.fill('0.3');
    const slider = form.getByRole('slider', { name: 'Leverage', exact: true });
    await slider.focus();
    await slider.press('Home');
    for (let i = 0; i < 9; i += 1) await slider.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '2.0x');
    const submit = form.getByRole('button', { name: 'Open position' });
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await submit.click();
    await expect(
      page.locator('.keel-toast--success').filter({ hasText: 'Open 2.0x SOL/USDC' }),
    ).toBeVisible({ timeout: 30_000 });

    // One panel: the position's figures and a tab per change, no second form beside it.
    const manage = page.getByRole('region', { name: 'Your position' });
    const tabs = manage.getByRole('tablist', { name: 'Manage the position' });
    await expect(tabs).toBeVisible({ timeout: 20_000 });
    await expect(tabs.getByRole('tab')).toHaveText(['Adjust', 'Add', 'Withdraw', 'Close']);
    await expect(page.getByRole('region', { name: 'Open a position' })).toHaveCount(0);
    await expect(page.getByRole('slider', { name: 'Leverage', exact: true })).toHaveCount(0);
    const figures = await box(page.getByRole('region', { name: 'Vault' }));
    const panel = await box(manage);
    expect(panel.x).toBeGreaterThan(figures.x + figures.width);

    // Adding goes through the open form, with its own Max and Half.
    await tabs.getByRole('tab', { name: 'Add' }).click();
    const add = manage.getByRole('region', { name: 'Add to position' });
    await expect(add.getByRole('button', { name: 'Max' })).toBeVisible();
    await expect(add.getByRole('button', { name: 'Half' })).toBeVisible();
    // Withdrawing part has them too, Max up to what leaves the position open.
    await tabs.getByRole('tab', { name: 'Withdraw' }).click();
    await manage.getByRole('button', { name: 'Max' }).click();
    await expect(manage.getByRole('textbox', { name: 'Withdraw amount' })).not.toHaveValue('');
    await expect(manage.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();

    // Close still asks first.
    await tabs.getByRole('tab', { name: 'Close' }).click();
    await manage.getByRole('button', { name: 'Close position' }).click();
    const review = page.getByRole('dialog', { name: 'Review: Close SOL/USDC' });
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.locator('.keel-toast--success').filter({ hasText: 'Close SOL/USDC' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Open a position' })).toBeVisible({
      timeout: 20_000,
    });
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
