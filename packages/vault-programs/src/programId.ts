import { PublicKey } from '@solana/web3.js';

/** The earn vault program (mainnet). */
export const VAULT_PROGRAM_ID = new PublicKey('KvauGMspG5k6rtzrqqn7WNn3oZdyKqLKwK2XWQ8FLjd');
