import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/keys';
import { FARMS_ERROR_MESSAGES } from './farmsErrorMessages';
import { KLEND_ERROR_MESSAGES } from './klendErrorMessages';
import { registerLendingProgramErrors } from './registerLendingProgramErrors';

/** Developer words the copy must not show users. */
const JARGON = /\b(obligation|cpi|ix|pda|twap|ata|sysvar|deserializ\w*|u64|lamports?)\b/i;

describe.each([
  { program: 'klend', messages: KLEND_ERROR_MESSAGES, first: 6000, last: 6169 },
  { program: 'farms', messages: FARMS_ERROR_MESSAGES, first: 6000, last: 6075 },
])('$program error copy', ({ messages, first, last }) => {
  const codes = Object.keys(messages).map(Number);

  it('covers every code from the first to the last, and nothing else', () => {
    expect(codes).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
  });

  it('is short, plain and without developer words', () => {
    for (const [code, message] of Object.entries(messages)) {
      expect(message.length, code).toBeLessThanOrEqual(100);
      expect(message, code).toMatch(/^[A-Z]/);
      expect(message.endsWith('.'), code).toBe(false);
      expect(JARGON.test(message), `${code}: ${message}`).toBe(false);
    }
  });
});

describe('registerLendingProgramErrors', () => {
  const registryLog = () => {
    const calls: Array<[string, Readonly<Record<number, string>>]> = [];
    return {
      calls,
      register(programId: PublicKey, messages: Readonly<Record<number, string>>) {
        calls.push([programId.toBase58(), messages]);
      },
    };
  };

  it('registers both programs under their mainnet ids', () => {
    const registry = registryLog();
    registerLendingProgramErrors(registry);
    expect(registry.calls).toEqual([
      [KLEND_PROGRAM_ID.toBase58(), KLEND_ERROR_MESSAGES],
      [FARMS_PROGRAM_ID.toBase58(), FARMS_ERROR_MESSAGES],
    ]);
  });

  it('registers under other deployments (staging) when given', () => {
    const registry = registryLog();
    registerLendingProgramErrors(registry, { klend: testKey(5) });
    expect(registry.calls.map(([id]) => id)).toEqual([
      testKey(5).toBase58(),
      FARMS_PROGRAM_ID.toBase58(),
    ]);
  });
});
