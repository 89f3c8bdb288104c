import { createAddress } from '@keel/chain-readers';
import {
  LIMIT_ORDER_GLOBAL_CONFIG,
  LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS,
  LIMIT_ORDER_PROGRAM_ID,
  limitOrderVaultAddress,
} from '@keel/limit-order-programs';
import type { TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { type LimitChain, limitRuntime } from './limitRuntime';

const WALLET = '7K5EPUfmrNvNNEvW12BJH5Kah841rfB2LUvDadaM3s7i';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** A node that knows only the given accounts, and records what it was asked. */
function chainWith(existing: readonly string[]) {
  const asked: string[] = [];
  const chain: LimitChain = {
    endpoint: 'test',
    rpc: {
      getProgramAccounts: async () => [],
      getMultipleAccountsInfo: async (keys) =>
        keys.map((key) => {
          asked.push(key.toBase58());
          return existing.includes(key.toBase58())
            ? {
                data: new Uint8Array(165),
                owner: createAddress(WALLET),
                lamports: 1,
                executable: false,
              }
            : null;
        }),
    },
  };
  return { chain, asked };
}

const isLimitOrder = (ix: TransactionInstruction, name: 'initializeVault' | 'createOrder') =>
  ix.programId.toBase58() === LIMIT_ORDER_PROGRAM_ID.toBase58() &&
  Buffer.from(ix.data.subarray(0, 8)).equals(
    Buffer.from(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS[name]),
  );

const place = (chain: LimitChain) =>
  limitRuntime.placeRequests({
    chain,
    wallet: WALLET,
    inputMint: JUP,
    outputMint: USDC,
    inputAmount: 1_000_000n,
    outputAmount: 2_000_000n,
    label: 'Limit order',
  });

describe('placing a limit order', () => {
  const escrow = limitOrderVaultAddress(LIMIT_ORDER_GLOBAL_CONFIG, createAddress(JUP)).address;

  it("creates the input mint's escrow first when the config has none", async () => {
    const { chain, asked } = chainWith([]);
    const [request] = await place(chain);
    expect(asked).toEqual([escrow.toBase58()]);
    const instructions = request?.instructions ?? [];
    expect(isLimitOrder(instructions[0]!, 'initializeVault')).toBe(true);
    expect(instructions.filter((ix) => isLimitOrder(ix, 'createOrder'))).toHaveLength(1);
  });

  it('goes straight to the order when the escrow exists', async () => {
    const { chain } = chainWith([escrow.toBase58()]);
    const [request] = await place(chain);
    const instructions = request?.instructions ?? [];
    expect(instructions.some((ix) => isLimitOrder(ix, 'initializeVault'))).toBe(false);
    expect(instructions.filter((ix) => isLimitOrder(ix, 'createOrder'))).toHaveLength(1);
  });
});
