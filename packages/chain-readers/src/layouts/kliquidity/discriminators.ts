import { hexToBytes } from '../../bytes/hex';

/** sha256("account:<Name>")[0..8] for the kliquidity-side accounts we read (LAYOUTS §3). */
export const KLIQUIDITY_DISCRIMINATORS = {
  WhirlpoolStrategy: hexToBytes('beb2e7b831ba670d'),
  CollateralInfos: hexToBytes('7fd234e24aa96f09'),
  GlobalConfig: hexToBytes('95089ccaa0fcb0d9'),
  Whirlpool: hexToBytes('3f95d10ce1806309'),
  Position: hexToBytes('aabc8fe47a40f7d0'),
  PoolState: hexToBytes('f7ede3f5d7c3de46'),
  PersonalPositionState: hexToBytes('466f967ee60f1975'),
  LbPair: hexToBytes('210b3162b565b10d'),
  PositionV2: hexToBytes('75b0d4c7f5b485b6'),
  BinArray: hexToBytes('5c8e5cdc059446b5'),
} as const;
