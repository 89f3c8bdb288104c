import type { RouteDefinition } from '../http/router';
import type { RouteContext } from './route-context';
import { buildSwapInstructions, swapInstructionsRequest } from './swap-instructions';
import { type AccountReader, type SwapChainView, worldSwapReader } from './swap-market';
import { buildQuote, quoteParams } from './swap-quote';

export type { SwapChainView } from './swap-market';

/** Where the sandbox swap API routes live, as Jupiter's lite API names them. */
export const SWAP_QUOTE_PATH = '/swap/v1/quote';
export const SWAP_INSTRUCTIONS_PATH = '/swap/v1/swap-instructions';

/**
 * Jupiter-shaped swap API over the sandbox swap program: quotes priced by the program's rule on
 * the chain's pool and oracle accounts (the world's, when the API runs without a chain), and the
 * instructions that execute them.
 */
export function swapRoutes(context: RouteContext, chain?: SwapChainView): RouteDefinition[] {
  const read: () => AccountReader = () =>
    chain === undefined
      ? worldSwapReader(context.data().world)
      : (address) => chain.readAccount(address);
  // Without a chain there is no slot to quote at; Jupiter's field stays, as 0.
  const slot = () => chain?.slot ?? 0;
  return [
    {
      method: 'GET',
      path: SWAP_QUOTE_PATH,
      handle: ({ query }) => ({ json: buildQuote(read(), quoteParams(query), slot()) }),
    },
    {
      method: 'POST',
      path: SWAP_INSTRUCTIONS_PATH,
      handle: ({ body }) => ({
        json: buildSwapInstructions(read(), swapInstructionsRequest(body)),
      }),
    },
  ];
}
