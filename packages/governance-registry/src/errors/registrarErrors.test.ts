import { SendTransactionError } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '../programIds';
import { findProgramErrorCode } from './programErrorCode';
import { registrarErrorFor, registrarErrorMessage } from './registrarErrorFor';
import { REGISTRAR_ERROR_CODES, REGISTRAR_ERRORS, registrarError } from './registrarErrors';

describe('registrar error table', () => {
  it('holds the 38 codes 6000–6037 with their program names', () => {
    expect([...REGISTRAR_ERRORS.keys()]).toEqual(Array.from({ length: 38 }, (_, i) => 6000 + i));
    expect(registrarError(6008)?.name).toBe('InsufficientUnlockedTokens');
    expect(registrarError(6035)?.name).toBe('DepositStartTooFarInFuture');
    expect(registrarError(6037)?.name).toBe('InvalidTimestampArguments');
    expect(registrarError(6038)).toBeUndefined();
  });

  it('spells the two program messages exactly', () => {
    expect(registrarError(6000)?.message).toBe('Exchange rate must be greater than zero');
    expect(registrarError(6000)?.programMessage).toBe('Exchange rate must be greater than zero');
    expect(registrarError(6015)?.message).toBe(
      'Exchange rate decimals cannot be larger than registrar decimals',
    );
    expect(registrarError(6015)?.programMessage).toBe(registrarError(6015)?.message);
  });

  it('gives every other code readable copy and an empty program message', () => {
    for (const info of REGISTRAR_ERRORS.values()) {
      expect(info.message.length).toBeGreaterThan(5);
      if (info.code !== 6000 && info.code !== 6015) expect(info.programMessage).toBe('');
    }
    const messages = new Set([...REGISTRAR_ERRORS.values()].map((info) => info.message));
    expect(messages.size).toBe(REGISTRAR_ERRORS.size);
  });

  it('keeps the named codes in step with the table', () => {
    for (const [name, code] of Object.entries(REGISTRAR_ERROR_CODES)) {
      expect(registrarError(code)?.name).toBe(name);
    }
  });
});

describe('findProgramErrorCode', () => {
  const vsr = VSR_PROGRAM_ID.toBase58();
  const logs = [
    `Program ${vsr} invoke [1]`,
    'Program log: AnchorError occurred. Error Code: InsufficientUnlockedTokens. Error Number: 6008. Error Message: .',
    `Program ${vsr} consumed 5000 of 200000 compute units`,
    `Program ${vsr} failed: custom program error: 0x1778`,
  ];

  it('reads numbers, decimal and hex text', () => {
    expect(findProgramErrorCode(6008)).toEqual({ code: 6008, programId: null });
    expect(findProgramErrorCode('0x1778')).toEqual({ code: 6008, programId: null });
    expect(findProgramErrorCode('6015')).toEqual({ code: 6015, programId: null });
    expect(findProgramErrorCode(-32002)).toBeNull();
    expect(findProgramErrorCode('nothing here')).toBeNull();
  });

  it('reads a SendTransactionError from its logs, with the failing program', () => {
    const error = new SendTransactionError({
      action: 'simulate',
      signature: '',
      transactionMessage:
        'Transaction simulation failed: Error processing Instruction 1: custom program error: 0x1778',
      logs,
    });
    expect(findProgramErrorCode(error)).toEqual({ code: 6008, programId: vsr });
  });

  it('reads the message when there are no logs', () => {
    const error = new Error('Error processing Instruction 0: custom program error: 0x177f');
    expect(findProgramErrorCode(error)).toEqual({ code: 6015, programId: null });
  });

  it('reads transaction errors and causes', () => {
    expect(findProgramErrorCode({ InstructionError: [1, { Custom: 6022 }] })?.code).toBe(6022);
    expect(
      findProgramErrorCode({ value: { err: { InstructionError: [0, { Custom: 6031 }] } } })?.code,
    ).toBe(6031);
    expect(
      findProgramErrorCode(
        new Error('failed', { cause: { err: { InstructionError: [0, { Custom: 6023 }] } } }),
      )?.code,
    ).toBe(6023);
    expect(findProgramErrorCode({ error: { errorCode: { number: 6010 } } })?.code).toBe(6010);
    expect(findProgramErrorCode({ InstructionError: [0, 'InvalidAccountData'] })).toBeNull();
  });

  it('reads Anchor log lines alone', () => {
    expect(findProgramErrorCode({ logs: logs.slice(0, 2) })?.code).toBe(6008);
  });
});

describe('registrarErrorFor', () => {
  it('maps a failure to its readable copy', () => {
    expect(registrarErrorMessage('custom program error: 0x1770')).toBe(
      'Exchange rate must be greater than zero',
    );
    expect(registrarErrorFor({ logs: ['Program log: Error Number: 6022.'] })?.name).toBe(
      'DepositStillLocked',
    );
    expect(registrarErrorMessage(42)).toBeNull();
  });

  it('ignores a code raised by another program', () => {
    const logs = [
      `Program ${SPL_GOVERNANCE_PROGRAM_ID.toBase58()} failed: custom program error: 0x1778`,
    ];
    expect(registrarErrorFor({ logs }, { vsrProgramId: VSR_PROGRAM_ID })).toBeNull();
    expect(registrarErrorFor({ logs })?.code).toBe(6008);
  });
});
