import type { Keypair } from '@solana/web3.js';
import type { ScreenSeed } from '../../../testing/renderScreen';

/** The wallet runtime's part for a test: a session for the key and a signer that signs with it. */
export function connectSigningWallet(payer: Keypair): ScreenSeed {
  return (context) =>
    context.walletStore.getState().setRuntime({
      ready: true,
      session: { address: payer.publicKey.toBase58(), walletName: 'Test Wallet', canSign: true },
      controls: {
        connect: async () => {},
        disconnect: async () => {},
        signer: () => ({
          publicKey: payer.publicKey,
          signAllTransactions: async (transactions) => {
            for (const transaction of transactions) transaction.sign([payer]);
            return transactions;
          },
        }),
      },
    });
}
