import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const AXE_TARGET = 'data-axe-target';

/** Runs axe over one dialog; serious and critical violations fail the test. */
export async function expectNoSeriousViolations(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element, name) => element.setAttribute(name, ''), AXE_TARGET);
  const results = await new AxeBuilder({ page }).include(`[${AXE_TARGET}]`).analyze();
  await dialog.evaluate((element, name) => element.removeAttribute(name), AXE_TARGET);
  // The rules did run on the dialog (an empty include would pass vacuously).
  expect(results.passes.length).toBeGreaterThan(0);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
