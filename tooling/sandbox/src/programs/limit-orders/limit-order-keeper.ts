import { associatedTokenAddress, toPublicKey } from '@keel/chain-readers';
import {
  createAtaIdempotentInstruction,
  decodeLimitOrder,
  LIMIT_ORDER_PROGRAM_ID,
  type LimitOrder,
  ORDER_SIZE,
  takeOrderInstruction,
} from '@keel/limit-order-programs';
import { type Keypair, Transaction } from '@solana/web3.js';
import Decimal from 'decimal.js';
import type { Ledger } from '../../chain/ledger';
import { decodeWireTransaction } from '../../chain/wire-transaction';
import { readTokenAccount } from '../../spl/token-accounts';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import type { WorldToken } from '../../world/types';
import { minimumOutputOwed, STATUS } from './limit-order-rules';

/** A world token with the price the oracle publishes now (USD per whole token). */
export interface PricedToken {
  token: WorldToken;
  priceUsd: Decimal;
}

export interface TakenOrder {
  order: string;
  signature?: string;
  error?: string;
}

const whole = (raw: bigint, decimals: number) => new Decimal(raw.toString()).div(10 ** decimals);

/**
 * Whether the market has reached the order's price: the rest of its input is worth at least the
 * output it asks for it, at the oracle's prices (what a taker earns by filling it).
 */
export function orderCrossed(order: LimitOrder, input: PricedToken, output: PricedToken): boolean {
  const owed = minimumOutputOwed(order, order.remainingInputAmount);
  if (owed === null) return false;
  const inputUsd = whole(order.remainingInputAmount, input.token.decimals).times(input.priceUsd);
  const outputUsd = whole(owed, output.token.decimals).times(output.priceUsd);
  return inputUsd.gte(outputUsd);
}

function openOrders(ledger: Ledger): LimitOrder[] {
  return ledger
    .accountsOwnedBy(toPublicKey(LIMIT_ORDER_PROGRAM_ID))
    .filter(({ account }) => account.data.length === ORDER_SIZE)
    .flatMap(({ address, account }) => {
      try {
        return [decodeLimitOrder(address, account)];
      } catch {
        return []; // a blank order account between its creation and create_order
      }
    })
    .filter((order) => order.status === STATUS.active && order.remainingInputAmount > 0n);
}

/**
 * The taker's inventory of the output mint, brought from outside the chain as a market maker
 * would: its token account is credited with what the fill pays.
 */
function stockTaker(ledger: Ledger, taker: Keypair, order: LimitOrder, amount: bigint): void {
  const address = associatedTokenAddress(
    taker.publicKey,
    order.outputMint,
    order.outputMintProgramId,
  ).address;
  const held =
    readTokenAccount(toPublicKey(address), ledger.readAccount(toPublicKey(address)))?.amount ?? 0n;
  writeTokenAccount(ledger, toPublicKey(address), toPublicKey(order.outputMintProgramId), {
    mint: order.outputMint.toBase58(),
    owner: taker.publicKey.toBase58(),
    amount: held + amount,
  });
}

/**
 * The sandbox's taker: fills, in one real take_order transaction each, every open order whose
 * price the market has crossed, as the winner of the order's Express Relay auction would (the
 * order as its permission, limo-sdk's default take). Called when a test moves a price.
 */
export function takeCrossingLimitOrders(
  ledger: Ledger,
  taker: Keypair,
  priceOf: (mint: string) => PricedToken | null,
): TakenOrder[] {
  const taken: TakenOrder[] = [];
  for (const order of openOrders(ledger)) {
    const input = priceOf(order.inputMint.toBase58());
    const output = priceOf(order.outputMint.toBase58());
    if (input === null || output === null || !orderCrossed(order, input, output)) continue;
    const owed = minimumOutputOwed(order, order.remainingInputAmount);
    if (owed === null) continue;
    stockTaker(ledger, taker, order, owed);
    const transaction = new Transaction({
      feePayer: taker.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
    }).add(
      createAtaIdempotentInstruction({
        payer: taker.publicKey,
        owner: taker.publicKey,
        mint: order.inputMint,
        tokenProgramId: order.inputMintProgramId,
      }),
      takeOrderInstruction({
        taker: taker.publicKey,
        maker: order.maker,
        order: order.address,
        inputMint: order.inputMint,
        outputMint: order.outputMint,
        inputTokenProgram: order.inputMintProgramId,
        outputTokenProgram: order.outputMintProgramId,
        globalConfig: order.globalConfig,
        inputAmount: order.remainingInputAmount,
        minOutputAmount: owed,
      }),
    );
    transaction.sign(taker);
    const outcome = ledger.execute(decodeWireTransaction(transaction.serialize()));
    taken.push(
      outcome.landed
        ? { order: order.address.toBase58(), signature: outcome.record.signature }
        : { order: order.address.toBase58(), error: JSON.stringify(outcome.err) },
    );
  }
  return taken;
}
