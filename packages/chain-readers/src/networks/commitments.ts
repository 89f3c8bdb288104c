import type { Commitment } from '@solana/web3.js';

/** The commitment of each node connection (O§7): reads see 'processed', sends wait for 'confirmed'. */
export const CONNECTION_COMMITMENTS = {
  send: 'confirmed',
  read: 'processed',
  extraSend: 'confirmed',
} as const satisfies Record<'send' | 'read' | 'extraSend', Commitment>;
