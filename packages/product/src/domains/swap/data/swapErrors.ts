/**
 * Copy for the swap route's program errors (aggregator v6 numbering, which the sandbox's swap
 * program shares). The specs give no wording; these say what happened and what to do.
 */
export const SWAP_PROGRAM_ERROR_COPY: Readonly<Record<number, string>> = {
  6001: 'Slippage tolerance exceeded: the price moved beyond your slippage. Get a new quote or raise the slippage.',
};
