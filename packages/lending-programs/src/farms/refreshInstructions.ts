import { account, instructionSpec, optionalAccount } from '../spec/instructionSpec';
import { farmsInstruction } from './farmsInstruction';

/** refresh_farm: accrues the farm's rewards up to now. */
export const farmsRefreshFarmInstruction = farmsInstruction(
  instructionSpec(
    'refreshFarm',
    'd6838ab790c2ac2a',
    [account('farmState', 'w'), optionalAccount('scopePrices', 'r')],
    [],
  ),
);

/** refresh_user_state: accrues one user's rewards (permissionless). */
export const farmsRefreshUserStateInstruction = farmsInstruction(
  instructionSpec(
    'refreshUserState',
    '01870c3ef38c4d6c',
    [account('userState', 'w'), account('farmState', 'w'), optionalAccount('scopePrices', 'r')],
    [],
  ),
);
