import { accountGroup, optionalAccount } from '../spec/instructionSpec';

/**
 * The V2 instructions' farm accounts for one reserve farm: both null when the reserve has no farm
 * of that kind (the program then skips the farm refresh it otherwise does itself).
 */
export const obligationFarmAccounts = <const N extends string>(name: N) =>
  accountGroup(name, [
    optionalAccount('obligationFarmUserState', 'w'),
    optionalAccount('reserveFarmState', 'w'),
  ] as const);
