import { createAddress } from '@keel/chain-readers';

/** The earn vault program (mainnet). */
export const VAULT_PROGRAM_ID = createAddress('KvauGMspG5k6rtzrqqn7WNn3oZdyKqLKwK2XWQ8FLjd');
