// @vitest-environment node
import { Keypair, PublicKey, TransactionInstruction, TransactionMessage } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createProgramErrorRegistry } from './programErrorRegistry';
import { describeRuntimeError, parseInstructionError, programErrorOf } from './runtimeError';

const PROGRAM_A = PublicKey.unique();
const PROGRAM_B = PublicKey.unique();

describe('createProgramErrorRegistry', () => {
  it('maps (program, code) to copy, by key or base58, and lets later registrations win', () => {
    const registry = createProgramErrorRegistry();
    registry.register(PROGRAM_A, { 6000: 'First', 6001: 'Second' });
    registry.register(PROGRAM_A.toBase58(), { 6001: 'Second, reworded' });
    expect(registry.lookup(PROGRAM_A, 6000)).toBe('First');
    expect(registry.lookup(PROGRAM_A.toBase58(), 6001)).toBe('Second, reworded');
    expect(registry.lookup(PROGRAM_B, 6000)).toBeUndefined();
    expect(registry.lookup(PROGRAM_A, 6002)).toBeUndefined();
  });
});

describe('parseInstructionError', () => {
  it('reads the instruction index and custom code', () => {
    expect(parseInstructionError({ InstructionError: [3, { Custom: 6015 }] })).toEqual({
      instructionIndex: 3,
      customCode: 6015,
    });
    expect(parseInstructionError({ InstructionError: [1, 'InvalidAccountData'] })).toEqual({
      instructionIndex: 1,
      customCode: undefined,
    });
  });

  it.each([
    null,
    undefined,
    'AccountNotFound',
    { InsufficientFundsForRent: { account_index: 0 } },
    { InstructionError: 'x' },
  ])('ignores %j', (error) => {
    expect(parseInstructionError(error)).toBeUndefined();
  });
});

describe('programErrorOf', () => {
  const payer = Keypair.generate().publicKey;
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: PublicKey.default.toBase58(),
    instructions: [PROGRAM_A, PROGRAM_B].map(
      (programId) => new TransactionInstruction({ programId, keys: [], data: Buffer.from([]) }),
    ),
  }).compileToV0Message();

  it('names the failing instruction’s program and its registered copy', () => {
    const registry = createProgramErrorRegistry();
    registry.register(PROGRAM_B, { 6000: 'Vault is full' });
    expect(programErrorOf({ InstructionError: [1, { Custom: 6000 }] }, message, registry)).toEqual({
      instructionIndex: 1,
      programId: PROGRAM_B.toBase58(),
      code: 6000,
      message: 'Vault is full',
    });
    expect(
      programErrorOf({ InstructionError: [0, { Custom: 6000 }] }, message, registry)?.message,
    ).toBeUndefined();
  });

  it('is undefined for an index outside the message', () => {
    const registry = createProgramErrorRegistry();
    expect(
      programErrorOf({ InstructionError: [7, { Custom: 1 }] }, message, registry),
    ).toBeUndefined();
  });
});

describe('describeRuntimeError', () => {
  it('spells strings as they are and objects as JSON', () => {
    expect(describeRuntimeError('BlockhashNotFound')).toBe('BlockhashNotFound');
    expect(describeRuntimeError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      '{"InstructionError":[0,{"Custom":1}]}',
    );
  });
});
