import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../world/generate-world';
import { type SandboxApi, startSandboxApi } from '../sandbox-api';

const world = generateWorld({
  seed: 'prices-api',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
let api: SandboxApi;

beforeAll(async () => {
  api = await startSandboxApi({ port: 0, world });
});
afterAll(async () => {
  await api.close();
});

async function history(token: string): Promise<{ status: number; body: unknown }> {
  const query = new URLSearchParams({ env: 'localnet', token, frequency: 'hour' });
  const response = await fetch(`${api.url}/prices/history?${query}`);
  return { status: response.status, body: await response.json() };
}

describe('GET /prices/history', () => {
  it("prices a strategy's share token at the strategy's share price", async () => {
    const strategy = world.strategies[0];
    if (!strategy) throw new Error('the world has no strategy');
    const { status, body } = await history(strategy.shareMint);
    expect(status).toBe(200);
    const points = body as [string, number][];
    expect(points.length).toBeGreaterThan(20);
    // The last point is the anchor: the world's share price.
    expect(Number(points.at(-1)?.[0])).toBeCloseTo(Number(strategy.sharePriceUsd), 3);
  });

  it("prices an earn vault's share token at the value of one share", async () => {
    const vault = world.earnVaults[0];
    if (!vault) throw new Error('the world has no earn vault');
    const { status, body } = await history(vault.sharesMint);
    expect(status).toBe(200);
    const points = body as [string, number][];
    expect(points.length).toBeGreaterThan(20);
    expect(Number(points.at(-1)?.[0])).toBeGreaterThan(0);
  });

  it('still answers 404 for a mint it does not know', async () => {
    const { status } = await history('11111111111111111111111111111112');
    expect(status).toBe(404);
  });
});
