import { createAddress } from '@keel/chain-readers';

/**
 * voter-stake-registry, the shared Realms deployment (the Realms UI's default VSR). Every reader
 * and builder takes the program id as an option: a DAO may run its own deployment.
 */
export const VSR_PROGRAM_ID = createAddress('vsr2nfGVNHmSY8uxoBGqq8AQbwz3JwaEaHqGbsTPXqQ');

/** voter-stake-registry at its `declare_id!` address (the Mango DAO deployment). */
export const VSR_MANGO_PROGRAM_ID = createAddress('4Q6WW2ouZ6V3iaNm56MTd5n2tnTm4C5fiH8miFHnAFHo');

/** spl-governance, the default Realms instance. */
export const SPL_GOVERNANCE_PROGRAM_ID = createAddress(
  'GovER5Lthms3bLBqWub97yVrMmEogzX7xNjdXpPPCVZw',
);

/** Governance program id that lets a registrar set `timeOffset` (test deployments only). */
export const GOVERNANCE_TEST_PROGRAM_ID = createAddress(
  'GovernanceProgramTest1111111111111111111111',
);
