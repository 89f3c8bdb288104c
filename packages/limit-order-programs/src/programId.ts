import { createAddress } from '@keel/chain-readers';

/** The limit-order program (mainnet). */
export const LIMIT_ORDER_PROGRAM_ID = createAddress('LiMoM9rMhrdYrfzUCxQppvxCSG1FcrUK9G8uLq4A1GF');

/**
 * The GlobalConfig orders are placed under. The program accepts any GlobalConfig it owns; this is
 * the one the app trades under (the sandbox writes it at this address).
 */
export const LIMIT_ORDER_GLOBAL_CONFIG = createAddress(
  '93cEp3HfGA9rVG4iEmNcK1noVSfickqsWf2WB2Ejhq7D',
);
