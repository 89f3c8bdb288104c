// Accounts
export {
  CLAIM_STATUS_SIZE,
  type ClaimStatus,
  decodeClaimStatus,
  encodeClaimStatus,
} from './accounts/claimStatus';
export { DISTRIBUTOR_ACCOUNT_DISCRIMINATORS } from './accounts/discriminators';
export {
  decodeMerkleDistributor,
  encodeMerkleDistributor,
  MERKLE_DISTRIBUTOR_SIZE,
  type MerkleDistributor,
} from './accounts/merkleDistributor';
// Errors
export { DISTRIBUTOR_ERROR_MESSAGES } from './errors/distributorErrorMessages';
export {
  DISTRIBUTOR_ERRORS,
  type DistributorErrorName,
  distributorError,
} from './errors/distributorErrors';
export {
  type DistributorErrorSink,
  registerDistributorProgramErrors,
} from './errors/registerDistributorProgramErrors';
// Instructions
export {
  type ClaimLockedInput,
  type ClawbackInput,
  claimLockedInstruction,
  clawbackInstruction,
  type DistributorKeys,
  type NewClaimInput,
  newClaimInstruction,
} from './instructions/claimInstructions';
export { DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS } from './instructions/discriminators';
// Merkle tree
export { type ClaimNode, claimLeaf } from './merkle/hash';
export { buildMerkleTree, type MerkleTree } from './merkle/tree';
export { verifyProof } from './merkle/verify';
// PDAs and program id
export { claimStatusAddress, merkleDistributorAddress } from './pda';
export { DISTRIBUTOR_PROGRAM_ID } from './programId';
// Query options
export { distributorKeys } from './query/keys';
export {
  claimStatusQueryOptions,
  type DistributorQueryContext,
  distributorQueryOptions,
} from './query/options';
