import { type Address, toPublicKey } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { allocationTableRows, totalWeightOf } from './allocationTable';
import { managedVaults, symbolsByMint, vaultEditBlockedReason } from './managedVaults';
import { reserveView, vaultFixture } from './testing/seedManageVaults';

const mint = testKey(40);
const usdc = reserveFixture({
  address: testKey(21),
  market: testKey(10),
  symbol: 'USDC',
  decimals: 6,
  mint,
  available: '900000',
  borrowed: '100000',
  price: '1',
});
const vault = (n: number, admin: Address) =>
  vaultFixture({
    address: testKey(n),
    admin,
    mint,
    name: `Vault ${n}`,
    allocations: [
      { reserve: toPublicKey(usdc.address), weight: 300n, cap: 5_000_000_000n, ctokens: 1n },
      { reserve: testKey(22), weight: 100n, cap: 0n, ctokens: 0n },
    ],
  });

describe('managed vaults', () => {
  it('lists the wallet’s vaults first, with their token and reserve count', () => {
    const wallet = testKey(5);
    const list = managedVaults([vault(1, testKey(6)), vault(2, wallet)], {
      wallet: wallet.toBase58(),
      symbols: symbolsByMint([usdc]),
      tvl: new Map(),
    });
    expect(list.map((v) => [v.name, v.ownedByWallet, v.tokenSymbol, v.reserves])).toEqual([
      ['Vault 2', true, 'USDC', 2],
      ['Vault 1', false, 'USDC', 2],
    ]);
    expect(
      managedVaults([vault(1, wallet)], {
        wallet: undefined,
        symbols: new Map(),
        tvl: new Map(),
      })[0],
    ).toMatchObject({ ownedByWallet: false, tokenSymbol: mint.toBase58() });
  });

  it('says why a wallet cannot edit', () => {
    const admin = testKey(6).toBase58();
    expect(vaultEditBlockedReason(admin, undefined)).toBe(
      'Read only: connect the vault admin’s wallet to edit',
    );
    expect(vaultEditBlockedReason(admin, testKey(7).toBase58())).toBe(
      `Read only: the connected wallet is not the admin of this vault (${admin})`,
    );
    expect(vaultEditBlockedReason(admin, admin)).toBeNull();
  });

  it('builds the allocation rows: weight share, invested and share of AUM', () => {
    const state = { ...vault(1, testKey(6)), unallocatedWeight: 100n };
    expect(totalWeightOf(state)).toBe(500n);
    const rows = allocationTableRows({
      state,
      views: [reserveView(usdc, 250_000_000n)],
      aum: 1_000_000_000n,
      reserves: new Map([[usdc.address.toBase58(), { reserve: usdc, marketName: 'Main Market' }]]),
    });
    expect(
      rows.map((r) => [
        r.marketName,
        r.weightShare?.toString(),
        r.invested,
        r.aumShare?.toString(),
      ]),
    ).toEqual([
      ['Main Market', '0.6', 250_000_000n, '0.25'],
      ['Unknown market', '0.2', 0n, '0'],
    ]);
    expect(rows[1]?.account).toBeUndefined();
  });
});
