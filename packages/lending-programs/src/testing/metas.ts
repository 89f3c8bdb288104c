import type { AccountMeta, TransactionInstruction } from '@solana/web3.js';

/** A meta as `r`, `w`, `s` or `ws` (the IDL's isMut/isSigner), for compact expectations. */
export const modeOf = (meta: AccountMeta): string =>
  `${meta.isWritable ? 'w' : ''}${meta.isSigner ? 's' : ''}` || 'r';

/** Every account's access mode, space-separated, in order. */
export const modes = (ix: TransactionInstruction): string => ix.keys.map(modeOf).join(' ');

/** Every account as base58, in order. */
export const addresses = (ix: TransactionInstruction): string[] =>
  ix.keys.map((meta) => meta.pubkey.toBase58());

export const dataHex = (ix: TransactionInstruction): string => ix.data.toString('hex');
