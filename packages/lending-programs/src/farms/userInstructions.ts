import { account, instructionSpec } from '../spec/instructionSpec';
import { rentSysvar, systemProgram } from '../spec/knownAccounts';
import { farmsInstruction } from './farmsInstruction';

/**
 * initialize_user: a wallet's state in a normal farm (`delegatee` = the wallet; klend reserve farms
 * are joined through init_obligation_farms_for_reserve instead). The IDL marks `authority`
 * writable; newer programs take it read-only, and a writable signer satisfies both.
 */
export const farmsInitializeUserInstruction = farmsInstruction(
  instructionSpec(
    'initializeUser',
    '6f11b9fa3c7a26fe',
    [
      account('authority', 'ws'),
      account('payer', 'ws'),
      account('owner', 'r'),
      account('delegatee', 'r'),
      account('userState', 'w'),
      account('farmState', 'w'),
      systemProgram(),
      rentSysvar(),
    ],
    [],
  ),
);
