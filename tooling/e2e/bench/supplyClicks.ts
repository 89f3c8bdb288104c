import { expect, test } from '@playwright/test';
import { connectSandboxWallet, SANDBOX_CONTROL } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const RUNS = 3;

/**
 * Clicks-to-confirmed for a supply on the sandbox: from the reserve page with a connected wallet,
 * type an amount, click Supply (one click), until the success toast. Prints each run and the median.
 */
test('supply: clicks and milliseconds from the click to the confirmed toast', async ({ page }) => {
  test.setTimeout(120_000);
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    markets: { address: string; reserves: { address: string; symbol: string }[] }[];
  };
  const market = world.markets[0];
  const usdc = market?.reserves.find((r) => r.symbol === 'USDC');
  if (!market || !usdc) throw new Error('no USDC reserve');
  await page.goto(`${V1}/lending/reserve/${market.address}/${usdc.address}`);
  await connectSandboxWallet(page);
  const actions = page.getByRole('region', { name: 'Lending actions' });
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const amount = `${run}.5`;
    await actions.getByLabel(/Supply amount/).fill(amount);
    const start = Date.now();
    await actions.getByRole('button', { name: 'Supply', exact: true }).click();
    await expect(page.getByRole('status').getByText(`Supply ${amount} USDC`).first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(actions.getByLabel(/Supply amount/)).toHaveValue('');
    times.push(Date.now() - start);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(
    `supply clicks-to-confirmed: 1 click after typing; ms per run ${times.join(', ')}; median ${median} ms`,
  );
});
