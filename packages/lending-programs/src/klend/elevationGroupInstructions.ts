import { account, arg, instructionSpec } from '../spec/instructionSpec';
import { klendInstruction } from './klendInstruction';

/**
 * request_elevation_group (0 leaves the group). Remaining accounts as for refresh_obligation:
 * deposit reserves, borrow reserves, then the referrer token states of the borrows.
 */
export const requestElevationGroupInstruction = klendInstruction(
  instructionSpec(
    'requestElevationGroup',
    '2477fb8122f00793',
    [account('owner', 's'), account('obligation', 'w'), account('lendingMarket', 'r')],
    [arg('elevationGroup', 'u8')],
  ),
);
