import type { SwapInstructions } from '@keel/api-client';
import { programErrorRegistry } from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { swapRequests, toInstruction } from './swapRequests';

const user = Keypair.generate().publicKey.toBase58();
const program = Keypair.generate().publicKey.toBase58();
const other = Keypair.generate().publicKey.toBase58();

const ix = (programId: string, data: number[]) => ({
  programId,
  accounts: [
    { pubkey: user, isSigner: true, isWritable: true },
    { pubkey: other, isSigner: false, isWritable: false },
  ],
  data: Buffer.from(data).toString('base64'),
});

const answer: SwapInstructions = {
  computeBudgetInstructions: [ix('ComputeBudget111111111111111111111111111111', [2, 1])],
  setupInstructions: [ix('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', [1])],
  swapInstruction: ix(program, [9, 9, 9]),
  cleanupInstruction: ix('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', [9]),
  otherInstructions: [],
  addressLookupTableAddresses: [],
  computeUnitLimit: 400_000,
};

describe('swap instructions from the API', () => {
  it('decodes keys, flags and base64 data', () => {
    const decoded = toInstruction(answer.swapInstruction);
    expect(decoded.programId.toBase58()).toBe(program);
    expect(decoded.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])).toEqual([
      [user, true, true],
      [other, false, false],
    ]);
    expect([...decoded.data]).toEqual([9, 9, 9]);
  });

  it('refuses data that is not base64', () => {
    expect(() => toInstruction({ ...answer.swapInstruction, data: 'not base64!' })).toThrow(
      /not base64/,
    );
  });

  it('runs set-up, swap and clean-up in one transaction without the API’s compute budget', () => {
    const requests = swapRequests({
      instructions: answer,
      payer: user,
      label: 'Swap 1 SOL to USDC',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.label).toBe('Swap 1 SOL to USDC');
    expect(requests[0]?.instructions.map((i) => i.programId.toBase58())).toEqual([
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      program,
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    ]);
  });

  it('registers the route program’s slippage copy with the pipeline', () => {
    swapRequests({ instructions: answer, payer: user, label: 'Swap' });
    expect(programErrorRegistry.lookup(program, 6001)).toMatch(/^Slippage tolerance exceeded/);
  });
});
