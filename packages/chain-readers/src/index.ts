export { ByteReader } from './bytes/ByteReader';
export { ByteWriter } from './bytes/ByteWriter';
export { ByteRangeError, ByteValueError, InvalidFieldValueError } from './bytes/errors';
export { bytesToHex, hexToBytes } from './bytes/hex';
export {
  AccountDecodeError,
  type AccountDecodeErrorInit,
  type AccountDecodeFailure,
} from './errors/AccountDecodeError';
export {
  ChainReadError,
  ReserveNotFoundError,
  requireUserFarmPositions,
  UserFarmPositionNotLoadedError,
  WalletNotConnectedError,
} from './errors/chainErrors';
export {
  ERROR_MESSAGES,
  invalidEnvironmentMessage,
  reserveNotFoundMessage,
} from './errors/messages';
export type { AccountBytes } from './layouts/accountBytes';
export {
  type AnchorAccountSpec,
  anchorAccountWriter,
  DISCRIMINATOR_SIZE,
  decodeAnchorAccount,
} from './layouts/decodeAccount';
export { decodeMint, encodeMint, MINT_SIZE, type Mint, type MintData } from './layouts/spl/mint';
export {
  decodeTokenAccount,
  encodeTokenAccount,
  TOKEN_ACCOUNT_SIZE,
  type TokenAccount,
  type TokenAccountData,
  type TokenAccountState,
} from './layouts/spl/tokenAccount';
export {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  FARMS_PROGRAM_ID,
  KLEND_PROGRAM_ID,
  KLIQUIDITY_PROGRAM_ID,
  METEORA_DLMM_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  SCOPE_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './programIds';
