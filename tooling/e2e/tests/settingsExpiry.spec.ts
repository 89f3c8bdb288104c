import { expect, type Page, test } from '@playwright/test';
import { apps } from '../support/apps';
import { storageKeyPrefix } from '../support/wallet';

const [v1] = apps;
const PAGE = `${v1!.baseURL}/liquidity`;

test.use({ viewport: { width: 1440, height: 900 } });

const key = (name: string) => `${storageKeyPrefix}.${name}`;
// O§3: slippage and fee type each with an update time; the custom fee goes with the fee type.
const SETTINGS_KEYS = [
  'userTransactionSlippage',
  'userTransactionSlippageUpdatedAt',
  'userTransactionPriorityFeeType',
  'userTransactionPriorityFeeTypeUpdatedAt',
  'userTransactionCustomFee',
].map(key);

const settingsModal = (page: Page) => page.getByRole('dialog', { name: 'Transaction settings' });

async function openSettings(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await expect(settingsModal(page)).toBeVisible();
  return settingsModal(page);
}

/** What the form shows: the checked fee level, the custom fee (when shown) and the slippage. */
async function formValues(page: Page) {
  const modal = settingsModal(page);
  const feeType = await modal.getByRole('radio', { checked: true }).getAttribute('value');
  const customFee = modal.getByLabel('Custom fee (SOL per transaction)');
  return {
    feeType,
    customFee: (await customFee.count()) > 0 ? await customFee.inputValue() : null,
    slippage: await modal.getByLabel('Slippage (%)').inputValue(),
  };
}

const storedSettings = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])),
    SETTINGS_KEYS,
  );

test('slippage, fee type and custom fee revert to their defaults 30 minutes after they were set', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(PAGE);

  // A fresh visitor's values are the defaults; nothing is stored yet.
  let modal = await openSettings(page);
  const defaults = await formValues(page);
  expect(Object.values(await storedSettings(page)).every((v) => v === null)).toBe(true);

  // Choose values that differ from every default.
  await modal.getByRole('radio', { name: 'Custom' }).check();
  const changedFee = defaults.customFee === '0.0025' ? '0.0035' : '0.0025';
  const changedSlippage = defaults.slippage === '1.7' ? '2.3' : '1.7';
  await modal.getByLabel('Custom fee (SOL per transaction)').fill(changedFee);
  await modal.getByLabel('Slippage (%)').fill(changedSlippage);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  const stored = await storedSettings(page);
  expect(stored[key('userTransactionPriorityFeeType')]).toContain('custom');
  expect(stored[key('userTransactionCustomFee')]).toContain(changedFee);
  expect(stored[key('userTransactionSlippage')]).toContain(changedSlippage);

  // Just before the 30 minutes the values hold.
  await page.clock.fastForward('29:00');
  modal = await openSettings(page);
  expect(await formValues(page)).toEqual({
    feeType: 'custom',
    customFee: changedFee,
    slippage: changedSlippage,
  });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // At 30 minutes the open page drops them, in storage and on screen.
  await page.clock.fastForward('01:01');
  await expect
    .poll(async () => Object.values(await storedSettings(page)).every((v) => v === null))
    .toBe(true);
  modal = await openSettings(page);
  expect(await formValues(page)).toEqual(defaults);
  // The custom fee is back at its default too (O§9: 0.001).
  await modal.getByRole('radio', { name: 'Custom' }).check();
  await expect(modal.getByLabel('Custom fee (SOL per transaction)')).toHaveValue('0.001');
  await page.keyboard.press('Escape');

  // And a reload brings back nothing.
  await page.reload();
  await openSettings(page);
  expect(await formValues(page)).toEqual(defaults);
});
