import type { Locator, Page } from '@playwright/test';
import { SANDBOX_CONTROL } from './wallet';

export const SANDBOX_RPC = 'http://127.0.0.1:8899';

/** The governance pages are behind the `governance` flag (off by default): its query override. */
export const GOVERNANCE_ON = 'GOVERNANCE=true';

interface WorldGovernance {
  token: { symbol: string; mint: string; decimals: number };
  realm: { address: string };
  registrar: { address: string };
}

/** Addresses of the seeded realm and registrar (the sandbox's plain-data world). */
export async function worldGovernance(): Promise<WorldGovernance> {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  const world = (await response.json()) as { governance: WorldGovernance };
  return world.governance;
}

/** governance-registry and a web3.js connection to the sandbox chain, loaded on first use. */
export async function governanceChain() {
  const gov = await import('@keel/governance-registry');
  const { Connection, PublicKey } = await import('@solana/web3.js');
  return { gov, PublicKey, connection: new Connection(SANDBOX_RPC, 'processed') };
}

/**
 * Fixes the page's clock at a whole unix second so the voting power it computes is the one the
 * test computes; timers keep running. Returns that second.
 */
export async function fixPageClock(page: Page): Promise<bigint> {
  const seconds = Math.floor(Date.now() / 1000);
  await page.clock.setFixedTime(seconds * 1000);
  return BigInt(seconds);
}

/** The value of a labelled figure (`<dt>label</dt><dd>value</dd>`) inside `scope`. */
export function figureValue(scope: Page | Locator, label: string) {
  return scope.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
}

/** The value of a form's preview row (the action kit's PreviewRows). */
export function previewValue(scope: Page | Locator, label: string) {
  return scope.locator(`.keel-action-preview__row:has(> dt:text-is("${label}")) > dd`);
}
