import { type Address, createAddress } from '../address/address';
import type { AccountBytes } from '../layouts/accountBytes';
import type { AnchorAccountSpec } from '../layouts/decodeAccount';
import { decodeFarmState, encodeFarmState, FARM_STATE_SPEC } from '../layouts/farms/farmState';
import { decodeUserState, encodeUserState, USER_STATE_SPEC } from '../layouts/farms/userState';
import {
  decodeLendingMarket,
  encodeLendingMarket,
  LENDING_MARKET_SPEC,
} from '../layouts/klend/lendingMarket';
import { decodeObligation, encodeObligation, OBLIGATION_SPEC } from '../layouts/klend/obligation';
import { decodeReserve, encodeReserve, RESERVE_SPEC } from '../layouts/klend/reserve';
import {
  decodeUserMetadata,
  encodeUserMetadata,
  USER_METADATA_SPEC,
} from '../layouts/klend/userMetadata';
import {
  COLLATERAL_INFOS_SPEC,
  decodeCollateralInfos,
  encodeCollateralInfos,
} from '../layouts/kliquidity/collateralInfos';
import {
  decodeKliquidityGlobalConfig,
  encodeKliquidityGlobalConfig,
  KLIQUIDITY_GLOBAL_CONFIG_SPEC,
} from '../layouts/kliquidity/globalConfig';
import {
  decodeMeteoraBinArray,
  encodeMeteoraBinArray,
  METEORA_BIN_ARRAY_SPEC,
} from '../layouts/kliquidity/meteoraBinArray';
import {
  decodeMeteoraLbPair,
  encodeMeteoraLbPair,
  METEORA_LB_PAIR_SPEC,
} from '../layouts/kliquidity/meteoraLbPair';
import {
  decodeMeteoraPosition,
  encodeMeteoraPosition,
  METEORA_POSITION_SPEC,
} from '../layouts/kliquidity/meteoraPosition';
import {
  decodeOrcaPosition,
  encodeOrcaPosition,
  ORCA_POSITION_SPEC,
} from '../layouts/kliquidity/orcaPosition';
import {
  decodeOrcaWhirlpool,
  encodeOrcaWhirlpool,
  ORCA_WHIRLPOOL_SPEC,
} from '../layouts/kliquidity/orcaWhirlpool';
import {
  decodeRaydiumPool,
  encodeRaydiumPool,
  RAYDIUM_POOL_SPEC,
} from '../layouts/kliquidity/raydiumPool';
import {
  decodeRaydiumPosition,
  encodeRaydiumPosition,
  RAYDIUM_POSITION_SPEC,
} from '../layouts/kliquidity/raydiumPosition';
import {
  decodeWhirlpoolStrategy,
  encodeWhirlpoolStrategy,
  WHIRLPOOL_STRATEGY_SPEC,
} from '../layouts/kliquidity/whirlpoolStrategy';
import {
  decodeOraclePrices,
  encodeOraclePrices,
  ORACLE_PRICES_SPEC,
} from '../layouts/scope/oraclePrices';
import { decodeMint, encodeMint, MINT_SIZE } from '../layouts/spl/mint';
import {
  decodeTokenAccount,
  encodeTokenAccount,
  TOKEN_ACCOUNT_SIZE,
} from '../layouts/spl/tokenAccount';
import { TOKEN_PROGRAM_ID } from '../programIds';
import { sampleFarmState, sampleUserState } from './samples/farms';
import {
  sampleLendingMarket,
  sampleObligation,
  sampleReserve,
  sampleUserMetadata,
} from './samples/klend';
import {
  sampleCollateralInfos,
  sampleKliquidityGlobalConfig,
  sampleMeteoraBinArray,
  sampleMeteoraLbPair,
  sampleMeteoraPosition,
  sampleOraclePrices,
  sampleOrcaPosition,
  sampleOrcaWhirlpool,
  sampleRaydiumPool,
  sampleRaydiumPosition,
  sampleWhirlpoolStrategy,
} from './samples/kliquidity';
import { sampleMint, sampleTokenAccount } from './samples/spl';

export type IdlFile = 'klend' | 'kliquidity' | 'farms';

/** One account type with everything the generic tests need, types erased. */
export interface AccountCase {
  name: string;
  owner: Address;
  size: number;
  discriminator: Uint8Array | null;
  /** Where the published IDL describes this account (for the conformance check). */
  idl: { file: IdlFile; account: string } | null;
  build(seed: number): { data: object; bytes: Uint8Array };
  encode(data: object): Uint8Array;
  decode(address: Address, account: AccountBytes): object;
}

function anchorCase<TData extends object>(
  spec: AnchorAccountSpec,
  idl: AccountCase['idl'],
  sample: (seed: number) => TData,
  encode: (data: TData) => Uint8Array,
  decode: (address: Address, account: AccountBytes) => TData,
): AccountCase {
  return {
    name: spec.accountType,
    owner: spec.programId,
    size: spec.size,
    discriminator: spec.discriminator,
    idl,
    build(seed) {
      const data = sample(seed);
      return { data, bytes: encode(data) };
    },
    encode: (data) => encode(data as TData),
    decode,
  };
}

export const ACCOUNT_CASES: readonly AccountCase[] = [
  anchorCase(
    LENDING_MARKET_SPEC,
    { file: 'klend', account: 'LendingMarket' },
    sampleLendingMarket,
    encodeLendingMarket,
    decodeLendingMarket,
  ),
  anchorCase(
    RESERVE_SPEC,
    { file: 'klend', account: 'Reserve' },
    sampleReserve,
    encodeReserve,
    decodeReserve,
  ),
  anchorCase(
    OBLIGATION_SPEC,
    { file: 'klend', account: 'Obligation' },
    sampleObligation,
    encodeObligation,
    decodeObligation,
  ),
  anchorCase(
    USER_METADATA_SPEC,
    { file: 'klend', account: 'UserMetadata' },
    sampleUserMetadata,
    encodeUserMetadata,
    decodeUserMetadata,
  ),
  anchorCase(
    WHIRLPOOL_STRATEGY_SPEC,
    { file: 'kliquidity', account: 'WhirlpoolStrategy' },
    sampleWhirlpoolStrategy,
    encodeWhirlpoolStrategy,
    decodeWhirlpoolStrategy,
  ),
  anchorCase(
    COLLATERAL_INFOS_SPEC,
    { file: 'kliquidity', account: 'CollateralInfos' },
    (seed) => sampleCollateralInfos(seed),
    encodeCollateralInfos,
    decodeCollateralInfos,
  ),
  anchorCase(
    KLIQUIDITY_GLOBAL_CONFIG_SPEC,
    { file: 'kliquidity', account: 'GlobalConfig' },
    sampleKliquidityGlobalConfig,
    encodeKliquidityGlobalConfig,
    decodeKliquidityGlobalConfig,
  ),
  anchorCase(
    ORCA_WHIRLPOOL_SPEC,
    { file: 'kliquidity', account: 'Whirlpool' },
    sampleOrcaWhirlpool,
    encodeOrcaWhirlpool,
    decodeOrcaWhirlpool,
  ),
  anchorCase(
    ORCA_POSITION_SPEC,
    { file: 'kliquidity', account: 'Position' },
    sampleOrcaPosition,
    encodeOrcaPosition,
    decodeOrcaPosition,
  ),
  anchorCase(
    RAYDIUM_POOL_SPEC,
    { file: 'kliquidity', account: 'PoolState' },
    sampleRaydiumPool,
    encodeRaydiumPool,
    decodeRaydiumPool,
  ),
  anchorCase(
    RAYDIUM_POSITION_SPEC,
    { file: 'kliquidity', account: 'PersonalPositionState' },
    sampleRaydiumPosition,
    encodeRaydiumPosition,
    decodeRaydiumPosition,
  ),
  anchorCase(
    METEORA_LB_PAIR_SPEC,
    null,
    sampleMeteoraLbPair,
    encodeMeteoraLbPair,
    decodeMeteoraLbPair,
  ),
  anchorCase(
    METEORA_POSITION_SPEC,
    null,
    sampleMeteoraPosition,
    encodeMeteoraPosition,
    decodeMeteoraPosition,
  ),
  anchorCase(
    METEORA_BIN_ARRAY_SPEC,
    null,
    sampleMeteoraBinArray,
    encodeMeteoraBinArray,
    decodeMeteoraBinArray,
  ),
  anchorCase(
    ORACLE_PRICES_SPEC,
    { file: 'farms', account: 'OraclePrices' },
    (seed) => sampleOraclePrices(seed),
    encodeOraclePrices,
    decodeOraclePrices,
  ),
  anchorCase(
    FARM_STATE_SPEC,
    { file: 'farms', account: 'FarmState' },
    sampleFarmState,
    encodeFarmState,
    decodeFarmState,
  ),
  anchorCase(
    USER_STATE_SPEC,
    { file: 'farms', account: 'UserState' },
    sampleUserState,
    encodeUserState,
    decodeUserState,
  ),
  {
    name: 'Mint',
    owner: TOKEN_PROGRAM_ID,
    size: MINT_SIZE,
    discriminator: null,
    idl: null,
    build(seed) {
      const data = sampleMint(seed);
      return { data: { ...data, tokenProgram: TOKEN_PROGRAM_ID }, bytes: encodeMint(data) };
    },
    encode: (data) => encodeMint(data as Parameters<typeof encodeMint>[0]),
    decode: decodeMint,
  },
  {
    name: 'TokenAccount',
    owner: TOKEN_PROGRAM_ID,
    size: TOKEN_ACCOUNT_SIZE,
    discriminator: null,
    idl: null,
    build(seed) {
      const data = sampleTokenAccount(seed);
      return { data: { ...data, tokenProgram: TOKEN_PROGRAM_ID }, bytes: encodeTokenAccount(data) };
    },
    encode: (data) => encodeTokenAccount(data as Parameters<typeof encodeTokenAccount>[0]),
    decode: decodeTokenAccount,
  },
];

/** A fixed address for test accounts. */
export const SAMPLE_ADDRESS = createAddress('7u3HeHxYDLhnCoErrtycNokbQYbWGzLs6JSDqGAv5PfF');
