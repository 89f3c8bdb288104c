import type { SendOptions } from '@solana/web3.js';
import { SendFailedError } from './transactionErrors';
import type { PipelineConnections } from './transactionRpc';

export interface SendToAllOptions {
  label: string;
  sendOptions?: SendOptions;
  /** Told about an extra-send failure that did not stop the transaction. */
  onExtraSendError?: (error: unknown) => void;
}

/**
 * Sends the signed bytes to the primary node and, at the same time, to the extra send node
 * (once when both are the same connection). The transaction is on its way if either accepts;
 * SendFailedError (with the primary's error as cause) when neither does.
 */
export async function sendToAll(
  raw: Uint8Array,
  connections: PipelineConnections,
  options: SendToAllOptions,
): Promise<string> {
  const targets =
    connections.extraSend === connections.send
      ? [connections.send]
      : [connections.send, connections.extraSend];
  const [primary, extra] = await Promise.allSettled(
    targets.map((rpc) => rpc.sendRawTransaction(raw, options.sendOptions)),
  );
  if (extra?.status === 'rejected') options.onExtraSendError?.(extra.reason);
  if (primary?.status === 'fulfilled') return primary.value;
  if (extra?.status === 'fulfilled') return extra.value;
  throw new SendFailedError(options.label, primary?.reason);
}
