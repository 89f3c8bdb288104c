import { account, arg, instructionSpec, optionalAccount } from '../spec/instructionSpec';
import { farmsProgram, rentSysvar, systemProgram } from '../spec/knownAccounts';
import { klendInstruction } from './klendInstruction';

/** init_user_metadata: the wallet's klend profile, needed once before its first obligation. */
export const initUserMetadataInstruction = klendInstruction(
  instructionSpec(
    'initUserMetadata',
    '75a9b045c5170fa2',
    [
      account('owner', 's'),
      account('feePayer', 'ws'),
      account('userMetadata', 'w'),
      optionalAccount('referrerUserMetadata', 'r'),
      rentSysvar(),
      systemProgram(),
    ],
    [arg('userLookupTable', 'publicKey')],
  ),
);

/** init_obligation: `args.tag` 0 Vanilla, 1 Multiply, 2 Lending, 3 Leverage; `args.id` 0–255. */
export const initObligationInstruction = klendInstruction(
  instructionSpec(
    'initObligation',
    'fb0ae74c1b0b9f60',
    [
      account('obligationOwner', 's'),
      account('feePayer', 'ws'),
      account('obligation', 'w'),
      account('lendingMarket', 'r'),
      account('seed1Account', 'r'),
      account('seed2Account', 'r'),
      account('ownerUserMetadata', 'r'),
      rentSysvar(),
      systemProgram(),
    ],
    [arg('args', 'InitObligationArgs')],
  ),
);

/** init_obligation_farms_for_reserve: `mode` 0 the reserve's collateral farm, 1 its debt farm. */
export const initObligationFarmsForReserveInstruction = klendInstruction(
  instructionSpec(
    'initObligationFarmsForReserve',
    '883f0fbad398a8a4',
    [
      account('payer', 'ws'),
      account('owner', 'r'),
      account('obligation', 'w'),
      account('lendingMarketAuthority', 'r'),
      account('reserve', 'w'),
      account('reserveFarmState', 'w'),
      account('obligationFarm', 'w'),
      account('lendingMarket', 'r'),
      farmsProgram(),
      rentSysvar(),
      systemProgram(),
    ],
    [arg('mode', 'u8')],
  ),
);

/** init_referrer_token_state: where a referrer's fees on one reserve accrue. */
export const initReferrerTokenStateInstruction = klendInstruction(
  instructionSpec(
    'initReferrerTokenState',
    '742d42943a0dda73',
    [
      account('payer', 'ws'),
      account('lendingMarket', 'r'),
      account('reserve', 'r'),
      account('referrer', 'r'),
      account('referrerTokenState', 'w'),
      rentSysvar(),
      systemProgram(),
    ],
    [],
  ),
);
