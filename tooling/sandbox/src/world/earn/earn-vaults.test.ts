import {
  associatedTokenAddress,
  decodeMint,
  decodeTokenAccount,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  activeAllocations,
  ctokenVaultAddress,
  decodeGlobalConfig,
  decodeVaultState,
  globalConfigAddress,
  sharesMintAddress,
  tokenVaultAddress,
} from '@keel/vault-programs';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../chain/ledger';
import { ProgramHandlerRegistry } from '../../chain/program-handler';
import { generateWorld } from '../generate-world';
import { faucetKeypair } from '../wallets';
import { writeWorld } from '../write-world';
import { earnCuratorKeypair, MANAGER_CURATOR } from './build-earn-vaults';

const seed = 'earn-vaults-test';
const brand = { productName: 'Acme', nativeTokenSymbol: 'ACME' };
const world = generateWorld({ seed, brand });
const ledger = new Ledger({
  startSlot: 1_000,
  slotMs: 400,
  programs: [],
  handlers: new ProgramHandlerRegistry(),
  faucet: () => faucetKeypair(seed),
});
ledger.initialise((l) => {
  writeWorld(l, world);
});

const read = (address: string | PublicKey) => {
  const account = ledger.readAccount(new PublicKey(address));
  if (account === null) throw new Error(`${address} not written`);
  return account;
};

describe('earn vaults in the world', () => {
  it('are a function of the seed: several vaults over existing active reserves, with curators', () => {
    expect(generateWorld({ seed, brand }).earnVaults).toEqual(world.earnVaults);
    expect(world.earnVaults.length).toBeGreaterThanOrEqual(3);
    const reserves = new Map(
      world.markets.flatMap((m) => m.reserves.map((r) => [r.address, r] as const)),
    );
    for (const vault of world.earnVaults) {
      expect(world.earnCurators.map((c) => c.managerName)).toContain(vault.curator);
      for (const allocation of vault.allocations) {
        expect(reserves.get(allocation.reserve)?.mint).toBe(vault.tokenMint);
        expect(reserves.get(allocation.reserve)?.status).toBe('Active');
      }
    }
    expect(new Set(world.earnVaults.map((v) => v.curator)).size).toBe(3);
  });

  it('gives the manager sandbox wallet the last vault (the manager app administers it)', () => {
    const managed = world.earnVaults.filter((v) => v.curator === MANAGER_CURATOR.managerName);
    expect(managed.map((v) => v.address)).toEqual([world.earnVaults.at(-1)?.address]);
    const state = decodeVaultState(
      new PublicKey(managed[0]?.address ?? ''),
      read(managed[0]?.address ?? ''),
    );
    expect(state.vaultAdminAuthority.toBase58()).toBe(world.managerWallet);
    expect(state.allocationAdmin.toBase58()).toBe(world.managerWallet);
  });

  it('writes each VaultState with its PDAs, allocations, token vault and shares mint', () => {
    for (const vault of world.earnVaults) {
      const address = new PublicKey(vault.address);
      const state = decodeVaultState(address, read(address));
      const curator = world.earnCurators.find((c) => c.managerName === vault.curator);
      expect(state.vaultAdminAuthority.toBase58()).toBe(curator?.admin);
      expect(curator?.admin).toBe(
        vault.curator === MANAGER_CURATOR.managerName
          ? world.managerWallet
          : earnCuratorKeypair(seed, vault.curator).publicKey.toBase58(),
      );
      expect(state.tokenMint.toBase58()).toBe(vault.tokenMint);
      expect(sameAddress(state.sharesMint, sharesMintAddress(address).address)).toBe(true);
      expect(sameAddress(state.tokenVault, tokenVaultAddress(address).address)).toBe(true);
      expect(state.tokenAvailable.toString()).toBe(vault.tokenAvailable);
      expect(state.sharesIssued.toString()).toBe(vault.sharesIssued);
      const active = activeAllocations(state.vaultAllocationStrategy);
      expect(active.map((a) => a.reserve.toBase58())).toEqual(
        vault.allocations.map((a) => a.reserve),
      );
      for (const allocation of active) {
        expect(
          sameAddress(
            allocation.ctokenVault,
            ctokenVaultAddress(address, allocation.reserve).address,
          ),
        ).toBe(true);
        const ctokens = decodeTokenAccount(
          allocation.ctokenVault,
          read(toPublicKey(allocation.ctokenVault)),
        );
        expect(sameAddress(ctokens.owner, state.baseVaultAuthority)).toBe(true);
      }
      const tokens = decodeTokenAccount(state.tokenVault, read(toPublicKey(state.tokenVault)));
      expect(tokens.amount).toBe(state.tokenAvailable);
      expect(sameAddress(tokens.owner, state.baseVaultAuthority)).toBe(true);
      const shares = decodeMint(state.sharesMint, read(toPublicKey(state.sharesMint)));
      expect(shares.supply).toBe(state.sharesIssued);
      expect(sameAddress(shares.mintAuthority, state.baseVaultAuthority)).toBe(true);
      expect(read(toPublicKey(state.sharesMint)).owner.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(
        true,
      );
    }
    const config = globalConfigAddress().address;
    expect(decodeGlobalConfig(config, read(toPublicKey(config))).withdrawalPenaltyBps).toBe(0n);
  });

  it('the main sandbox wallet holds shares of the first three vaults, in its shares ATAs', () => {
    const ordinary = world.wallets.find((w) => w.role === 'ordinary');
    if (ordinary === undefined) throw new Error('no ordinary wallet');
    const holding = world.earnVaults.filter((vault) => vault.walletShares !== null);
    expect(holding).toEqual(world.earnVaults.slice(0, 3));
    for (const vault of holding) {
      const ata = associatedTokenAddress(
        new PublicKey(ordinary.publicKey),
        new PublicKey(vault.sharesMint),
        TOKEN_PROGRAM_ID,
      ).address;
      const account = decodeTokenAccount(ata, read(toPublicKey(ata)));
      expect(account.amount.toString()).toBe(vault.walletShares);
      expect(account.amount).toBeGreaterThan(0n);
      expect(account.amount).toBeLessThan(BigInt(vault.sharesIssued));
    }
  });

  it('the main sandbox wallet holds the token of a vault to deposit', () => {
    const ordinary = world.wallets.find((w) => w.role === 'ordinary');
    const held = world.earnVaults.filter((vault) =>
      ordinary?.tokens.some((t) => t.mint === vault.tokenMint && Number(t.amount) > 0),
    );
    expect(held.length).toBeGreaterThan(0);
  });
});
