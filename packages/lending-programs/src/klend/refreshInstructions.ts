import {
  account,
  accountGroup,
  arg,
  instructionSpec,
  optionalAccount,
} from '../spec/instructionSpec';
import { farmsProgram, rentSysvar, systemProgram } from '../spec/knownAccounts';
import { klendInstruction } from './klendInstruction';

/** refresh_reserve: accrues interest and reads the configured oracles (null for the absent ones). */
export const refreshReserveInstruction = klendInstruction(
  instructionSpec(
    'refreshReserve',
    '02da8aeb4fc91966',
    [
      account('reserve', 'w'),
      account('lendingMarket', 'r'),
      optionalAccount('pythOracle', 'r'),
      optionalAccount('switchboardPriceOracle', 'r'),
      optionalAccount('switchboardTwapOracle', 'r'),
      optionalAccount('scopePrices', 'r'),
    ],
    [],
  ),
);

/**
 * refresh_obligation: remaining accounts are the deposit reserves, then the borrow reserves, in
 * the obligation's slot order, then (obligation with a referrer) one referrer token state per
 * borrow.
 */
export const refreshObligationInstruction = klendInstruction(
  instructionSpec(
    'refreshObligation',
    '218493e497c04859',
    [account('lendingMarket', 'r'), account('obligation', 'w')],
    [],
  ),
);

/** refresh_obligation_farms_for_reserve: syncs the obligation's stake in one reserve farm. */
export const refreshObligationFarmsForReserveInstruction = klendInstruction(
  instructionSpec(
    'refreshObligationFarmsForReserve',
    '8c90fd150a4af803',
    [
      account('crank', 's'),
      accountGroup('baseAccounts', [
        account('obligation', 'r'),
        account('lendingMarketAuthority', 'r'),
        account('reserve', 'r'),
        account('reserveFarmState', 'w'),
        account('obligationFarmUserState', 'w'),
        account('lendingMarket', 'r'),
      ]),
      farmsProgram(),
      rentSysvar(),
      systemProgram(),
    ],
    [arg('mode', 'u8')],
  ),
);
