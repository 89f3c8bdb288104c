import { describe, expect, it } from 'vitest';
import { LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { LIMIT_ORDER_ERROR_MESSAGES } from './limitOrderErrorMessages';
import { LIMIT_ORDER_ERRORS, limitOrderError } from './limitOrderErrors';
import { registerLimitOrderProgramErrors } from './registerLimitOrderProgramErrors';

describe('limit-order errors', () => {
  it('numbers the program’s ErrorCode from 6000 in order, each with copy', () => {
    LIMIT_ORDER_ERRORS.forEach((error, index) => {
      expect(error.code).toBe(6000 + index);
      expect(LIMIT_ORDER_ERROR_MESSAGES[error.code]).toBeTruthy();
    });
    expect(limitOrderError('OrderNotActive').code).toBe(6001);
    expect(limitOrderError('OrderSameMint').code).toBe(6036);
    expect(LIMIT_ORDER_ERROR_MESSAGES[6001]).toBe('This order is no longer open');
  });

  it('registers the copy under the program id', () => {
    const registered: string[] = [];
    registerLimitOrderProgramErrors({
      register: (programId, messages) =>
        registered.push(`${programId.toBase58()}:${messages[6000]}`),
    });
    expect(registered).toEqual([
      `${LIMIT_ORDER_PROGRAM_ID.toBase58()}:This order cannot be cancelled`,
    ]);
  });
});
