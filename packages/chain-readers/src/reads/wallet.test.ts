import { describe, expect, it } from 'vitest';
import { encodeMint } from '../layouts/spl/mint';
import { encodeTokenAccount } from '../layouts/spl/tokenAccount';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../programIds';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import { readMints, readNativeBalance, readTokenAccounts } from './wallet';

describe('wallet reads', () => {
  it('reads token accounts of both token programs', async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(50);
    const wallet = keys.pubkey();
    const account = (amount: bigint, owner = wallet) =>
      encodeTokenAccount({
        mint: keys.pubkey(),
        owner,
        amount,
        delegate: null,
        state: 'Initialized',
        isNative: null,
        delegatedAmount: 0n,
        closeAuthority: null,
      });
    rpc.setAccount(keys.pubkey(), TOKEN_PROGRAM_ID, account(5n));
    rpc.setAccount(keys.pubkey(), TOKEN_2022_PROGRAM_ID, account(7n));
    rpc.setAccount(keys.pubkey(), TOKEN_PROGRAM_ID, account(9n, keys.pubkey()));
    const accounts = await readTokenAccounts(rpc, wallet);
    expect(accounts.map((a) => [a.amount, a.tokenProgram.toBase58()])).toEqual([
      [5n, TOKEN_PROGRAM_ID.toBase58()],
      [7n, TOKEN_2022_PROGRAM_ID.toBase58()],
    ]);
    expect(rpc.count('getTokenAccountsByOwner')).toBe(2);
  });

  it('reads the native balance as lamports', async () => {
    const rpc = new FakeChainRpc();
    const wallet = new SampleSource(51).pubkey();
    rpc.setAccount(wallet, wallet, new Uint8Array(0), 2_500_000_000);
    await expect(readNativeBalance(rpc, wallet)).resolves.toBe(2_500_000_000n);
  });

  it('rejects a balance that is not a lamport count', async () => {
    const rpc = { getBalance: async () => Number.NaN };
    await expect(readNativeBalance(rpc, new SampleSource(52).pubkey())).rejects.toThrow(RangeError);
  });

  it('reads mints of both token programs in one request, null for a missing or non-mint account', async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(53);
    const mint = (decimals: number) =>
      encodeMint({
        mintAuthority: null,
        supply: 1_000n,
        decimals,
        isInitialized: true,
        freezeAuthority: null,
      });
    const [classic, extended, missing, notMint] = [
      keys.pubkey(),
      keys.pubkey(),
      keys.pubkey(),
      keys.pubkey(),
    ];
    rpc.setAccount(classic, TOKEN_PROGRAM_ID, mint(6));
    rpc.setAccount(extended, TOKEN_2022_PROGRAM_ID, mint(11));
    rpc.setAccount(notMint, TOKEN_PROGRAM_ID, new Uint8Array(40));
    const mints = await readMints(rpc, [classic, extended, missing, notMint]);
    expect(mints.get(classic.toBase58())?.decimals).toBe(6);
    expect(mints.get(extended.toBase58())?.decimals).toBe(11);
    expect(mints.get(missing.toBase58())).toBeNull();
    expect(mints.get(notMint.toBase58())).toBeNull();
    expect(rpc.count('getMultipleAccounts')).toBe(1);
  });

  it('reads no mints without asking the node', async () => {
    const rpc = new FakeChainRpc();
    await expect(readMints(rpc, [])).resolves.toEqual(new Map());
    expect(rpc.count('getMultipleAccounts')).toBe(0);
  });
});
