import { Button, useToast } from '@keel/ui-kit';
import { AIRDROP_FAILED_MESSAGE, type AirdropRpc, requestAirdrop } from '@keel/wallet-connect';
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { useState } from 'react';

/** One SOL per request: enough to pay fees for many sandbox transactions. */
export const AIRDROP_LAMPORTS = LAMPORTS_PER_SOL;

export const AIRDROP_DONE_MESSAGE = 'Airdrop complete: 1 SOL';

/**
 * Requests SOL for the connected wallet from the sandbox's node (localnet only; the caller
 * decides where it is offered). A failure shows the spec's airdrop copy. Sandbox-only: a build for
 * a real cluster has `AirdropButton.absent.tsx` in its place.
 */
export function AirdropButton({
  address,
  rpc,
  reportError,
}: {
  address: string;
  /** The node to ask; resolved on click so the connections load only when needed. */
  rpc: () => Promise<AirdropRpc>;
  reportError?(error: unknown): void;
}) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const airdrop = async () => {
    setPending(true);
    try {
      await requestAirdrop(await rpc(), new PublicKey(address), AIRDROP_LAMPORTS);
      toast.success(AIRDROP_DONE_MESSAGE);
    } catch (error) {
      reportError?.(error);
      toast.error(AIRDROP_FAILED_MESSAGE);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" loading={pending} onClick={() => void airdrop()}>
      Airdrop
    </Button>
  );
}
