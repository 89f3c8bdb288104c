import { createHash } from 'node:crypto';
import {
  anchorAccountDiscriminator,
  decodeMint,
  decodeTokenAccount,
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../chain/ledger';
import { ProgramHandlerRegistry } from '../../chain/program-handler';
import { generateWorld } from '../../world/generate-world';
import { NATIVE_SOL_MINT } from '../../world/tokens';
import { faucetKeypair } from '../../world/wallets';
import { writeWorld } from '../../world/write-world';
import { decodeSwapPool } from './swap-pool-account';
import {
  SANDBOX_SWAP_PROGRAM_ID,
  SWAP_INSTRUCTION_DISCRIMINATORS,
  swapPoolAddress,
  swapPoolAuthority,
} from './swap-program';

function written(seed: string) {
  const world = generateWorld({ seed, brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' } });
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
  return { world, ledger };
}

describe('the swap program’s ids', () => {
  it('are derived as documented', () => {
    const id = new PublicKey(createHash('sha256').update('keel-sandbox:program:swap').digest());
    expect(SANDBOX_SWAP_PROGRAM_ID.equals(id)).toBe(true);
    expect(Buffer.from(SWAP_INSTRUCTION_DISCRIMINATORS.swap).toString('hex')).toBe(
      'f8c69e91e17587c8',
    );
    // Scope's OraclePrices discriminator, as chain-readers has it.
    expect(Buffer.from(anchorAccountDiscriminator('OraclePrices')).toString('hex')).toBe(
      '598076dd0648b492',
    );
  });
});

describe('the world’s swap pools', () => {
  const { world, ledger } = written('swap-pools');

  it('hold a pool config and a vault of the pool authority for every world token', () => {
    const authority = swapPoolAuthority();
    for (const token of world.tokens) {
      const mint = new PublicKey(token.mint);
      const poolAccount = ledger.readAccount(swapPoolAddress(mint));
      expect(poolAccount?.owner.equals(SANDBOX_SWAP_PROGRAM_ID), token.symbol).toBe(true);
      const pool = decodeSwapPool(poolAccount?.data ?? new Uint8Array());
      expect(pool.mint.equals(mint)).toBe(true);
      expect(pool.decimals).toBe(token.decimals);
      expect(pool.priceIndex).toBe(token.scopePriceIndex);
      expect(pool.oraclePrices.toBase58()).toBe(world.accounts.scopeOraclePrices);
      const vaultAccount = ledger.readAccount(pool.vault);
      if (vaultAccount === null) throw new Error(`no ${token.symbol} vault`);
      expect(vaultAccount.owner.equals(pool.tokenProgram)).toBe(true);
      const vault = decodeTokenAccount(pool.vault, vaultAccount);
      expect(sameAddress(vault.owner, authority)).toBe(true);
      expect(vault.amount).toBeGreaterThan(0n);
      if (token.mint === NATIVE_SOL_MINT) {
        expect(vault.isNative).not.toBeNull();
        expect(vaultAccount.lamports).toBe((vault.isNative ?? 0n) + vault.amount);
      }
    }
  });

  it.each(['swap-pools', 'contract-test', 'test-seed'])(
    'take their tokens out of the supply: no mint is held beyond it (seed %s)',
    (seed) => {
      const { world: w, ledger: l } = seed === 'swap-pools' ? { world, ledger } : written(seed);
      const held = new Map<string, bigint>();
      for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
        for (const { address, account } of l.accountsOwnedBy(toPublicKey(program))) {
          // Mints are 82 bytes, token accounts 165 (and more with Token-2022 extensions).
          if (account.data.length < 165) continue;
          const tokenAccount = decodeTokenAccount(address, account);
          const key = tokenAccount.mint.toBase58();
          held.set(key, (held.get(key) ?? 0n) + tokenAccount.amount);
        }
      }
      for (const token of w.tokens.filter((t) => t.supply !== null)) {
        const mint = new PublicKey(token.mint);
        const account = l.readAccount(mint);
        if (account === null) throw new Error(`no ${token.symbol} mint`);
        const { supply } = decodeMint(mint, account);
        expect(held.get(token.mint) ?? 0n, token.symbol).toBeLessThanOrEqual(supply);
      }
    },
  );
});
