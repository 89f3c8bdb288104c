import { describe, expect, it } from 'vitest';
import { VAULT_PROGRAM_ID } from '../programId';
import { registerVaultProgramErrors } from './registerVaultProgramErrors';
import { VAULT_ERROR_MESSAGES } from './vaultErrorMessages';
import { VAULT_ERRORS, vaultError } from './vaultErrors';

describe('vault errors', () => {
  it('numbers the program’s errors from 7000 in order, each with copy', () => {
    VAULT_ERRORS.forEach((error, index) => {
      expect(error.code).toBe(7000 + index);
      expect(VAULT_ERROR_MESSAGES[error.code]).toBeTruthy();
    });
    expect(vaultError('DepositAmountsZeroShares').code).toBe(7038);
    expect(vaultError('CannotWithdrawZeroShares').msg).toBe('Cannot withdraw zero shares');
  });

  it('registers every code under the program id', () => {
    const registered: [string, Readonly<Record<number, string>>][] = [];
    registerVaultProgramErrors({
      register: (programId, messages) => registered.push([programId.toBase58(), messages]),
    });
    expect(registered).toHaveLength(1);
    expect(registered[0]?.[0]).toBe(VAULT_PROGRAM_ID.toBase58());
    expect(registered[0]?.[1][7000]).toBe('Enter an amount to deposit');
  });
});
