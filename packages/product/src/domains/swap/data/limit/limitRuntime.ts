/**
 * What the limit-order screen needs from web3.js and the limit-order package, behind one dynamic
 * import so neither is in the screen's own chunk.
 */

import { type ChainRpc, createAddress } from '@keel/chain-readers';
import {
  cancelOrderInstructions,
  LIMIT_ORDER_GLOBAL_CONFIG,
  type LimitOrder,
  type LimitOrderQueryContext,
  limitOrderKeys,
  limitOrderVaultAddress,
  makerOrdersQueryOptions,
  placeOrderInstructions,
  registerLimitOrderProgramErrors,
} from '@keel/limit-order-programs';
import {
  nothingToCompare,
  programErrorRegistry,
  type TransactionRequest,
} from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import type { RawLimitOrder } from './limitMath';

let errorsRegistered = false;
function registerErrors() {
  if (errorsRegistered) return;
  registerLimitOrderProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

/** The chain's order as the screen's pure code reads it. */
function rawOrder(order: LimitOrder): RawLimitOrder {
  return {
    address: order.address.toBase58(),
    inputMint: order.inputMint.toBase58(),
    outputMint: order.outputMint.toBase58(),
    inputTokenProgram: order.inputMintProgramId.toBase58(),
    outputTokenProgram: order.outputMintProgramId.toBase58(),
    initialInputAmount: order.initialInputAmount,
    expectedOutputAmount: order.expectedOutputAmount,
    remainingInputAmount: order.remainingInputAmount,
    filledOutputAmount: order.filledOutputAmount,
    status: order.status,
    lastUpdatedTimestamp: order.lastUpdatedTimestamp,
  };
}

/** The node reads the limit-order screen makes: the maker's orders, and whether an escrow exists. */
export interface LimitChain extends LimitOrderQueryContext {
  rpc: Pick<ChainRpc, 'getProgramAccounts' | 'getMultipleAccountsInfo'>;
}

export const limitRuntime = {
  /** The wallet's orders on chain, newest first. */
  makerOrdersQuery(chain: LimitOrderQueryContext, wallet: string | undefined) {
    if (wallet === undefined) return undefined;
    const options = makerOrdersQueryOptions(chain, createAddress(wallet));
    return {
      ...options,
      queryFn: async () => (await options.queryFn()).map(rawOrder),
    };
  },
  /** Every limit-order query of the endpoint: refreshed after a place or a cancel. */
  allKeys: (endpoint: string) => limitOrderKeys.all(endpoint),
  /**
   * One transaction: the input mint's escrow when the config has none yet (create_order requires
   * it; the official client adds initialize_vault the same way), the order account (its new key
   * signs), SOL wrapped if sold, create_order.
   */
  async placeRequests(input: {
    chain: LimitChain;
    wallet: string;
    inputMint: string;
    outputMint: string;
    inputAmount: bigint;
    outputAmount: bigint;
    label: string;
  }): Promise<TransactionRequest[]> {
    registerErrors();
    const inputMint = createAddress(input.inputMint);
    const escrow = limitOrderVaultAddress(LIMIT_ORDER_GLOBAL_CONFIG, inputMint).address;
    const [existing] = await input.chain.rpc.getMultipleAccountsInfo([escrow]);
    const order = Keypair.generate();
    return [
      {
        label: input.label,
        instructions: placeOrderInstructions({
          maker: createAddress(input.wallet),
          order: order.publicKey,
          inputMint,
          outputMint: createAddress(input.outputMint),
          inputAmount: input.inputAmount,
          outputAmount: input.outputAmount,
          initializeVault: existing === null || existing === undefined,
        }),
        signers: [order],
      },
    ];
  },
  /** The cancel (or a filled order's clean-up): the rest of the input back, the order closed. */
  cancelRequests(input: { wallet: string; order: RawLimitOrderKeys; label: string }) {
    registerErrors();
    return [
      {
        label: input.label,
        instructions: cancelOrderInstructions({
          maker: createAddress(input.wallet),
          order: createAddress(input.order.address),
          inputMint: createAddress(input.order.inputMint),
          outputMint: createAddress(input.order.outputMint),
          inputTokenProgram: createAddress(input.order.inputTokenProgram),
          outputTokenProgram: createAddress(input.order.outputTokenProgram),
        }),
        // The orders table shows what is left of the order, not what the cancel returns.
        check: nothingToCompare(
          'A cancel previews no figure: what is left of the order comes back',
        ),
      },
    ] satisfies TransactionRequest[];
  },
};

type RawLimitOrderKeys = Pick<
  RawLimitOrder,
  'address' | 'inputMint' | 'outputMint' | 'inputTokenProgram' | 'outputTokenProgram'
>;

export type LimitRuntime = typeof limitRuntime;
