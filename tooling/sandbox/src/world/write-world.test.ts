import {
  decodeMint,
  decodeTokenAccount,
  KLEND_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { ProgramHandlerRegistry } from '../chain/program-handler';
import { generateWorld } from './generate-world';
import { faucetKeypair } from './wallets';
import { writeWorld } from './write-world';

const seed = 'write-test';
const world = generateWorld({ seed, brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' } });
const ledger = new Ledger({
  startSlot: 1_000,
  slotMs: 400,
  programs: [],
  handlers: new ProgramHandlerRegistry(),
  faucet: () => faucetKeypair(seed),
});
let report: ReturnType<typeof writeWorld> | undefined;
ledger.initialise((l) => {
  report = writeWorld(l, world);
});

describe('writeWorld', () => {
  it('writes every token mint in the layout chain-readers decodes', () => {
    for (const token of world.tokens.filter((t) => t.supply !== null)) {
      const address = new PublicKey(token.mint);
      const account = ledger.readAccount(address);
      expect(account, token.symbol).not.toBeNull();
      const mint = decodeMint(address, account as NonNullable<typeof account>);
      expect(mint.decimals).toBe(token.decimals);
      expect(mint.tokenProgram.toBase58()).toBe(
        token.tokenProgram === 'spl-token-2022'
          ? TOKEN_2022_PROGRAM_ID.toBase58()
          : 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      );
    }
    expect(report?.mints).toBe(world.tokens.filter((t) => t.supply !== null).length);
  });

  it('writes the wallets’ associated token accounts with their balances', () => {
    for (const wallet of world.wallets) {
      expect(ledger.readAccount(new PublicKey(wallet.publicKey))?.lamports).toBe(
        BigInt(wallet.solBalance) * 1_000_000_000n,
      );
      for (const balance of wallet.tokens) {
        const address = new PublicKey(balance.account);
        const account = decodeTokenAccount(
          address,
          ledger.readAccount(address) as NonNullable<ReturnType<Ledger['readAccount']>>,
        );
        expect(account.owner.toBase58()).toBe(wallet.publicKey);
        expect(account.mint.toBase58()).toBe(balance.mint);
      }
    }
  });

  it('writes strategy share mints with the issued shares as supply', () => {
    const strategy = world.strategies.find((s) => !s.isEmptyDiyStrategy);
    const address = new PublicKey(strategy?.shareMint ?? '');
    const mint = decodeMint(
      address,
      ledger.readAccount(address) as NonNullable<ReturnType<Ledger['readAccount']>>,
    );
    const issued = new MathDecimal(strategy?.sharesIssued ?? 'NaN').mul(1_000_000).toFixed(0);
    expect(mint.supply).toBe(BigInt(issued));
    expect(mint.supply > 0n).toBe(true);
    expect(mint.decimals).toBe(6);
  });

  it('does not pretend to have written lending, liquidity or farm accounts', () => {
    expect(report?.programState).toMatchObject({
      lending: 'not-seeded',
      liquidity: 'not-seeded',
      farms: 'not-seeded',
    });
    for (const market of world.markets) {
      expect(ledger.readAccount(new PublicKey(market.address))).toBeNull();
      expect(ledger.accountsOwnedBy(KLEND_PROGRAM_ID)).toEqual([]);
    }
    expect(ledger.readAccount(new PublicKey(world.strategies[0]?.address ?? ''))).toBeNull();
  });
});
