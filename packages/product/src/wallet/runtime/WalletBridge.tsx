import type { TransactionSigner } from '@keel/wallet-connect';
import { useWallet } from '@solana/wallet-adapter-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { WalletStore } from '../walletStore';

interface PendingConnect {
  name: string;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Mirrors wallet-adapter-react's state into the shell's wallet store and registers the
 * connect / disconnect controls the header, popup and panel call.
 */
export function WalletBridge({
  store,
  userConnecting,
}: {
  store: WalletStore;
  /** True while a connect the user asked for runs, so the provider does not auto-connect too. */
  userConnecting: RefObject<boolean>;
}) {
  const { wallet, publicKey, connected, connecting, select, connect, disconnect, signMessage } =
    useWallet();
  const { signTransaction, signAllTransactions } = useWallet();
  // The pipeline asks for the signer when it runs: a ref keeps it current without
  // re-registering the controls on every wallet state change.
  const signerRef = useRef<TransactionSigner | null>(null);
  const signMessageRef = useRef(signMessage);
  signMessageRef.current = signMessage;
  signerRef.current =
    connected && publicKey
      ? {
          publicKey,
          ...(signTransaction ? { signTransaction } : {}),
          ...(signAllTransactions ? { signAllTransactions } : {}),
        }
      : null;
  const pending = useRef<PendingConnect | null>(null);
  const [pendingName, setPendingName] = useState<string | null>(null);

  // select() takes effect on the next render; connect once the chosen adapter is current.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pendingName re-runs it for a new request to the already selected wallet.
  useEffect(() => {
    const request = pending.current;
    if (request === null || wallet?.adapter.name !== request.name) return;
    pending.current = null;
    setPendingName(null);
    const settle = (outcome: () => void) => {
      userConnecting.current = false;
      outcome();
    };
    if (wallet.adapter.connected) {
      settle(request.resolve);
      return;
    }
    // The provider subscribes to the new adapter's events in its own effect, which runs after
    // this one: connecting now could emit 'connect' before anyone listens.
    // The request has left `pending`, so a re-render cannot run it twice.
    setTimeout(() => {
      connect().then(
        () => settle(request.resolve),
        (error: unknown) => settle(() => request.reject(error)),
      );
    }, 0);
  }, [wallet, pendingName, connect, userConnecting]);

  useEffect(() => {
    store.getState().setRuntime({
      ready: true,
      controls: {
        connect: (name) =>
          new Promise<void>((resolve, reject) => {
            pending.current?.reject(new Error('Superseded by another wallet choice'));
            pending.current = { name, resolve, reject };
            userConnecting.current = true;
            select(name as Parameters<typeof select>[0]);
            setPendingName(name);
          }),
        disconnect: () => disconnect(),
        signer: () => signerRef.current,
        signMessage: (message) => {
          const sign = signMessageRef.current;
          return sign
            ? sign(message)
            : Promise.reject(new Error('This wallet cannot sign messages'));
        },
      },
    });
  }, [store, select, disconnect, userConnecting]);

  const address = connected && publicKey ? publicKey.toBase58() : null;
  const walletName = wallet?.adapter.name ?? null;
  const canSign = signMessage !== undefined && signTransaction !== undefined;
  useEffect(() => {
    store.getState().setRuntime({
      connecting,
      session: address !== null && walletName !== null ? { address, walletName, canSign } : null,
    });
  }, [store, address, walletName, canSign, connecting]);

  return null;
}
