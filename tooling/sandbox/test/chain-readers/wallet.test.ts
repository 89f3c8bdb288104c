import {
  associatedTokenAddress,
  readNativeBalance,
  readTokenAccounts,
  sameAddress,
  subscribeToWalletLogs,
  TOKEN_2022_PROGRAM_ID,
} from '@keel/chain-readers';
import { brand } from '@keel/config/brand';
import { amountToLamports } from '@keel/core-math';
import { Keypair, type Logs, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox-chain';
import { countingConnection } from './rpc-counter';

let chain: SandboxChain;
let rpc: ReturnType<typeof countingConnection>;

beforeAll(async () => {
  // No brand option: the world takes the project's brand file.
  chain = await startSandboxChain({ ports: { rpc: 0, ws: 0, control: 0 }, seed: 'readers-wallet' });
  rpc = countingConnection(chain.rpcUrl, chain.wsUrl);
});
afterAll(() => chain.close());

describe('the sandbox wallet through chain-readers', () => {
  it('reads the token balances of both token programs and the SOL balance', async () => {
    const wallet = chain.world.wallets.find((w) => w.role === 'ordinary');
    if (wallet === undefined) throw new Error('no ordinary wallet');
    const owner = new PublicKey(wallet.publicKey);
    const accounts = await readTokenAccounts(rpc.connection, owner);
    const expected = [
      ...wallet.tokens.map((t) => ({
        account: t.account,
        mint: t.mint,
        amount: amountToLamports(
          t.amount,
          chain.world.tokens.find((token) => token.mint === t.mint)?.decimals ?? 0,
        ),
      })),
      ...wallet.strategyShares.map((h) => ({
        account: h.account,
        mint: h.shareMint,
        amount: amountToLamports(h.shares, 6),
      })),
      // The earn vault shares it holds (its shares ATAs).
      ...chain.world.earnVaults.flatMap((vault) =>
        vault.walletShares === null
          ? []
          : [
              {
                account: associatedTokenAddress(
                  owner,
                  new PublicKey(vault.sharesMint),
                ).address.toBase58(),
                mint: vault.sharesMint,
                amount: BigInt(vault.walletShares),
              },
            ],
      ),
    ];
    expect(
      accounts
        .map((a) => ({ account: a.address.toBase58(), mint: a.mint.toBase58(), amount: a.amount }))
        .sort((x, y) => x.account.localeCompare(y.account)),
    ).toEqual(expected.sort((x, y) => x.account.localeCompare(y.account)));
    expect(accounts.some((a) => sameAddress(a.tokenProgram, TOKEN_2022_PROGRAM_ID))).toBe(true);
    expect(await readNativeBalance(rpc.connection, owner)).toBe(
      amountToLamports(wallet.solBalance, 9),
    );
  });

  it('names the native token after the project’s brand', () => {
    const native = chain.world.tokens.find((t) => t.symbol === brand.nativeTokenSymbol);
    expect(native?.name).toBe(brand.name);
    expect(chain.world.brand).toEqual({
      productName: brand.name,
      nativeTokenSymbol: brand.nativeTokenSymbol,
    });
  });

  it('fires the wallet log subscription on a real SOL transfer from the wallet', async () => {
    const payer = chain.wallet('ordinary');
    const open = chain.subscriptions;
    const received = new Promise<Logs>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No logs within 5 s')), 5_000);
      const stop = subscribeToWalletLogs(rpc.connection, payer.publicKey, (logs) => {
        clearTimeout(timer);
        void stop().then(() => resolve(logs));
      });
    });
    // The subscribe has reached the server before the transfer lands.
    await expect.poll(() => chain.subscriptions, { timeout: 5_000 }).toBeGreaterThan(open);
    const { blockhash } = await rpc.connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    transfer.sign(payer);
    // Sent without web3.js's confirmation loop: the log notification is the confirmation.
    const signature = await rpc.connection.sendRawTransaction(transfer.serialize());
    const logs = await received;
    expect(logs.signature).toBe(signature);
    const { value } = await rpc.connection.getSignatureStatus(signature);
    expect(value?.confirmationStatus).toBe('finalized');
    expect(logs.err).toBeNull();
    expect(logs.logs.some((line) => line.includes('11111111111111111111111111111111'))).toBe(true);
  });
});
