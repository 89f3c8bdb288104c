import type { Adapter } from '@solana/wallet-adapter-base';

export class MessageSigningUnsupportedError extends Error {
  override readonly name = 'MessageSigningUnsupportedError';
  constructor(walletName: string) {
    super(`${walletName} cannot sign messages`);
  }
}

/** True when the adapter can sign messages (and so can sign the terms). */
export function canSignMessages(
  adapter: Adapter,
): adapter is Adapter & { signMessage(message: Uint8Array): Promise<Uint8Array> } {
  return 'signMessage' in adapter && typeof adapter.signMessage === 'function';
}

/** Signs with an adapter, or rejects with MessageSigningUnsupportedError. */
export async function signMessageWithAdapter(
  adapter: Adapter,
  message: Uint8Array,
): Promise<Uint8Array> {
  if (!canSignMessages(adapter)) throw new MessageSigningUnsupportedError(adapter.name);
  return adapter.signMessage(message);
}
