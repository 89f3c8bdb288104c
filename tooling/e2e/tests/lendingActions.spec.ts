import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC, sandboxWallet } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';

// The writes change the ordinary wallet's balances and obligation: one worker, in order.
test.describe.configure({ mode: 'default' });

interface WorldReserve {
  address: string;
  symbol: string;
  mint: string;
  status: string;
}
interface World {
  markets: { name: string; address: string; reserves: WorldReserve[] }[];
}

async function mainReserve(symbol: string) {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
  const market = world.markets[0];
  const reserve = market?.reserves.find((r) => r.symbol === symbol && r.status === 'Active');
  if (!market || !reserve) throw new Error(`no active ${symbol} reserve in the main market`);
  return { market: market.address, reserve };
}

/** The wallet's balance of a mint in whole tokens, read from the node. */
async function tokenBalance(owner: string, mint: string): Promise<number> {
  const response = await fetch(SANDBOX_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
  });
  const { result } = (await response.json()) as {
    result: { value: { account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } } }[] };
  };
  return result.value.reduce(
    (sum, entry) => sum + Number(entry.account.data.parsed.info.tokenAmount.uiAmountString),
    0,
  );
}

const actions = (page: Page) => page.getByRole('region', { name: 'Lending actions' });
const previewValue = (page: Page, label: string) =>
  actions(page).getByLabel('Preview').getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

test('supply from the reserve page: the balance drops and the preview comes true', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const { publicKey } = await sandboxWallet('ordinary');
  const { market, reserve } = await mainReserve('USDC');
  const before = await tokenBalance(publicKey, reserve.mint);

  await page.goto(`${V1}/lending/reserve/${market}/${reserve.address}`);
  await connectSandboxWallet(page);
  const field = actions(page).getByLabel(/Supply amount/);
  await field.fill('12.5');
  const supplied = await previewValue(page, 'Supplied').textContent();
  expect(supplied).toContain('→');
  await actions(page).getByRole('button', { name: 'Supply', exact: true }).click();

  await expect(page.getByRole('status').getByText(/Supply 12.5 USDC/).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect.poll(() => tokenBalance(publicKey, reserve.mint), { timeout: 30_000 }).toBeCloseTo(
    before - 12.5,
    6,
  );
  await expect(field).toHaveValue('');
  expect(errors).toEqual([]);
});
