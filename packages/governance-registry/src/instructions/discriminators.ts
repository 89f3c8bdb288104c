import { hexToBytes } from '@keel/chain-readers';

/** sha256("global:<snake_name>")[0..8] of the VSR instructions built here (Anchor 0.26). */
export const VSR_INSTRUCTION_DISCRIMINATORS = {
  createVoter: hexToBytes('0618f534f3ff9419'),
  createDepositEntry: hexToBytes('b983a7ba9f7d1343'),
  deposit: hexToBytes('f223c68952e1f2b6'),
  withdraw: hexToBytes('b712469c946da122'),
  resetLockup: hexToBytes('f31418f7ee945e3e'),
  updateVoterWeightRecord: hexToBytes('2db903246dbe73a9'),
} as const;

/** spl-governance GovernanceInstruction variants built here (Borsh enum index). */
export const GOVERNANCE_INSTRUCTION_INDEX = {
  castVote: 13,
  relinquishVote: 15,
  createTokenOwnerRecord: 23,
} as const;
