import { KLIQUIDITY_PROGRAM_ID } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { LIQUIDITY_ERROR_MESSAGES } from './liquidityErrorMessages';
import { LIQUIDITY_ERRORS, liquidityError } from './liquidityErrors';
import { registerLiquidityProgramErrors } from './registerLiquidityProgramErrors';

describe('strategy program errors', () => {
  it('numbers the ErrorCode from 6000 in order, each with copy', () => {
    LIQUIDITY_ERRORS.forEach((error, index) => {
      expect(error.code).toBe(6000 + index);
      expect(LIQUIDITY_ERROR_MESSAGES[error.code]).toBeTruthy();
      expect(LIQUIDITY_ERROR_MESSAGES[error.code]).not.toContain('[DEPRECATED]');
    });
    expect(liquidityError('DepositWithoutInvestDisallowed').code).toBe(6102);
    expect(LIQUIDITY_ERROR_MESSAGES[6089]).toBe('Deposits to this strategy are paused');
    expect(LIQUIDITY_ERROR_MESSAGES[6000]).toBe('Integer overflow');
  });

  it('registers the copy under the program id', () => {
    const registered: string[] = [];
    registerLiquidityProgramErrors({
      register: (programId, messages) =>
        registered.push(`${programId.toBase58()}:${messages[6016]}`),
    });
    expect(registered).toEqual([
      `${KLIQUIDITY_PROGRAM_ID.toBase58()}:Enter a number of shares greater than 0 to withdraw`,
    ]);
  });
});
