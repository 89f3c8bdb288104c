import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  toPublicKey,
} from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { manageVaultsRuntime } from './runtime';
import { reserveView, vaultFixture } from './testing/seedManageVaults';

describe('manage-vaults requests', () => {
  it('update_vault_config carries every reserve of the vault and its market, which the program refreshes', () => {
    const reserves = [21, 22].map((n) =>
      reserveFixture({
        address: testKey(n),
        market: testKey(n - 10),
        symbol: 'USDC',
        decimals: 6,
        mint: testKey(40),
        available: '900000',
        borrowed: '100000',
        price: '1',
      }),
    );
    const [request] = manageVaultsRuntime.configRequests({
      admin: testKey(5).toBase58(),
      vault: testKey(1).toBase58(),
      views: reserves.map((reserve) => reserveView(reserve, 0n)),
      changes: [
        { field: 'PerformanceFeeBps', value: 1_500n },
        { field: 'ManagementFeeBps', value: 100n },
      ],
      label: 'Update vault settings',
    });
    expect(request?.instructions).toHaveLength(2);
    for (const instruction of request?.instructions ?? []) {
      // signer, global config, vault, lending program; then each reserve, then each market.
      expect(
        instruction.keys.slice(4).map((key) => [key.pubkey.toBase58(), key.isWritable]),
      ).toEqual([
        [toPublicKey(testKey(21)).toBase58(), true],
        [toPublicKey(testKey(22)).toBase58(), true],
        [toPublicKey(testKey(11)).toBase58(), false],
        [toPublicKey(testKey(12)).toBase58(), false],
      ]);
    }
  });

  it("invest makes the cranker's token account first (idempotently), as the program settles rounding through it", () => {
    const mint = testKey(40);
    const reserve = reserveFixture({
      address: testKey(21),
      market: testKey(11),
      symbol: 'USDC',
      decimals: 6,
      mint,
      available: '900000',
      borrowed: '100000',
      price: '1',
    });
    const state = vaultFixture({
      address: testKey(1),
      admin: testKey(5),
      mint,
      name: 'Vault',
      allocations: [
        { reserve: toPublicKey(reserve.address), weight: 1n, cap: 10n ** 12n, ctokens: 0n },
      ],
    });
    const [request] = manageVaultsRuntime.investRequests({
      payer: testKey(5).toBase58(),
      state,
      reserve,
      views: [reserveView(reserve, 0n)],
      label: 'Invest',
    });
    const [first, second] = request?.instructions ?? [];
    expect(first?.programId.toBase58()).toBe(toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID).toBase58());
    expect(Array.from(first?.data ?? [])).toEqual([1]);
    const ata = associatedTokenAddress(testKey(5), mint, state.tokenProgram).address.toBase58();
    expect(first?.keys[1]?.pubkey.toBase58()).toBe(ata);
    expect(second?.keys.some((key) => key.pubkey.toBase58() === ata)).toBe(true);
  });
});
