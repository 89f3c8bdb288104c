import { describe, expect, it } from 'vitest';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { DISTRIBUTOR_ERROR_MESSAGES } from './distributorErrorMessages';
import { DISTRIBUTOR_ERRORS, distributorError } from './distributorErrors';
import { registerDistributorProgramErrors } from './registerDistributorProgramErrors';

describe('distributor errors', () => {
  it('numbers the program’s ErrorCode from 6000 in order, each with copy', () => {
    DISTRIBUTOR_ERRORS.forEach((error, index) => {
      expect(error.code).toBe(6000 + index);
      expect(DISTRIBUTOR_ERROR_MESSAGES[error.code]).toBeTruthy();
    });
    expect(distributorError('ClaimExpired').code).toBe(6013);
    expect(distributorError('InvalidProof').msg).toBe('Invalid Merkle proof.');
  });

  it('registers every code, the already-claimed 0 included, under the program id', () => {
    const registered: [string, Readonly<Record<number, string>>][] = [];
    registerDistributorProgramErrors({
      register: (programId, messages) => registered.push([programId.toBase58(), messages]),
    });
    expect(registered).toHaveLength(1);
    expect(registered[0]?.[0]).toBe(DISTRIBUTOR_PROGRAM_ID.toBase58());
    expect(registered[0]?.[1][0]).toBe('This allocation has already been claimed');
  });
});
