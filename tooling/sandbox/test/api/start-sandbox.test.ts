/** The combined entry point: chain and API over one world, following chain resets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/api/start-sandbox';
import { request } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: 'start-test',
    ports: { rpc: 0, ws: 0, control: 0 },
    api: { port: 0 },
  });
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});

describe('startSandbox', () => {
  it('serves the chain world through the API', async () => {
    const [main] = sandbox.chain.world.markets;
    const { body } = await request(`${sandbox.urls.api}/v2/${sandbox.api.slug}-market`);
    expect((body as Array<{ lendingMarket: string }>)[0]?.lendingMarket).toBe(main?.address);
    expect(sandbox.urls.cdn).toBe(`${sandbox.urls.api}/cdn`);
  });

  it('follows the chain to another seed', async () => {
    const before = sandbox.chain.world.wallets[0]?.publicKey;
    sandbox.chain.reset('start-test-2');
    const after = sandbox.chain.world.wallets[0]?.publicKey;
    expect(after).not.toBe(before);
    const { status, body } = await request(`${sandbox.urls.api}/users/${after}/metadata`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ hasRisk: false });
    expect((await request(`${sandbox.urls.api}/users/${before}/metadata`)).status).toBe(404);
  });

  it('refuses to start on a port in use, closing the chain it started', async () => {
    await expect(
      startSandbox({
        seed: 'start-test',
        ports: { rpc: 0, ws: 0, control: 0 },
        api: { port: sandbox.api.port },
      }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
