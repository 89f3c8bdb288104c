import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../world/generate-world';
import type { WalletRole } from '../../world/wallet-role';
import { dec } from '../data/decimal';
import { type SandboxApi, startSandboxApi } from '../sandbox-api';

const world = generateWorld({
  seed: 'earn-api',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
let api: SandboxApi;

beforeAll(async () => {
  api = await startSandboxApi({ port: 0, world });
});
afterAll(async () => {
  await api.close();
});

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.url}${path}?env=localnet`);
  return { status: response.status, body: await response.json() };
}

function walletOf(role: WalletRole): string {
  const wallet = world.wallets.find((candidate) => candidate.role === role);
  if (!wallet) throw new Error(`the world has no ${role} wallet`);
  return wallet.publicKey;
}

interface PositionRow {
  vaultAddress: string;
  stakedShares: string;
  unstakedShares: string;
  totalShares: string;
}

describe('GET /kvaults/users/{wallet}/positions', () => {
  it('answers a row per vault the wallet holds: address and whole shares, staked counted', async () => {
    const { status, body } = await get(`/kvaults/users/${walletOf('ordinary')}/positions`);
    expect(status).toBe(200);
    const rows = body as PositionRow[];
    const held = world.earnVaults.filter((vault) => vault.walletShares !== null);
    expect(held.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.vaultAddress)).toEqual(held.map((vault) => vault.address));
    for (const [index, row] of rows.entries()) {
      expect(Object.keys(row).sort()).toEqual([
        'stakedShares',
        'totalShares',
        'unstakedShares',
        'vaultAddress',
      ]);
      const vault = held[index];
      if (!vault?.walletShares) throw new Error('a held vault without shares');
      // The wallet's share account holds the world's raw shares; the API speaks whole shares.
      const walletShares = dec(vault.walletShares).div(dec(10).pow(vault.tokenDecimals));
      expect(row.unstakedShares).toBe(walletShares.toFixed());
      // The world's vaults have no farm, so nothing is staked.
      expect(row.stakedShares).toBe('0');
      expect(row.totalShares).toBe(dec(row.unstakedShares).plus(row.stakedShares).toFixed());
    }
  });

  it('answers no rows for a wallet the world gives no deposit (the flagged one)', async () => {
    const { status, body } = await get(`/kvaults/users/${walletOf('flagged')}/positions`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('GET /kvaults/vaults/{vault}/allocations (provisional layout)', () => {
  it("answers the strategy's reserves, then the unallocated share, together 100 %", async () => {
    const vault = world.earnVaults[0];
    if (!vault) throw new Error('the world has no earn vault');
    const { status, body } = await get(`/kvaults/vaults/${vault.address}/allocations`);
    expect(status).toBe(200);
    const rows = body as Array<{ reserve?: string; marketName: string; actualPct: string }>;
    expect(rows.slice(0, -1).map((row) => row.reserve)).toEqual(
      vault.allocations.map((allocation) => allocation.reserve),
    );
    expect(rows.at(-1)?.marketName).toBe('Unallocated');
    const total = rows.reduce((sum, row) => sum.plus(row.actualPct), dec(0));
    expect(total.toFixed()).toBe('100');
  });
});
