import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { KLIQUIDITY_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { readPriceChain, writePriceChain } from '../klend/tokenInfo';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';

export const COLLATERAL_INFOS_SIZE = 65456;
export const COLLATERAL_INFO_COUNT = 303;
const COLLATERAL_INFO_SIZE = 216;
const INFOS_OFFSET = 8;

/** Price configuration of one token, at the index strategies use as their collateral id. */
export interface CollateralInfo {
  mint: Address;
  lowerHeuristic: bigint;
  upperHeuristic: bigint;
  expHeuristic: bigint;
  maxTwapDivergenceBps: bigint;
  scopeTwapPriceChain: number[];
  /** Indices into the Scope prices (65535 = unused); the price is their product. */
  scopePriceChain: number[];
  name: string;
  maxAgePriceSeconds: bigint;
  maxAgeTwapSeconds: bigint;
  maxIgnorableAmountAsReward: bigint;
  disabled: boolean;
  scopeStakingRateChain: number[];
  /** Scope OraclePrices account the chains index into. */
  scopeFeed: Address;
}

export interface CollateralInfosData {
  /** Up to 303 entries; index = collateral id. The encoder zero-fills the rest. */
  infos: CollateralInfo[];
}

export interface CollateralInfos extends CollateralInfosData {
  address: Address;
}

export const COLLATERAL_INFOS_SPEC: AnchorAccountSpec = {
  accountType: 'CollateralInfos',
  programId: KLIQUIDITY_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.CollateralInfos,
  size: COLLATERAL_INFOS_SIZE,
};

function readCollateralInfo(r: ByteReader, base: number): CollateralInfo {
  return {
    mint: r.pubkey(base),
    lowerHeuristic: r.u64(base + 32),
    upperHeuristic: r.u64(base + 40),
    expHeuristic: r.u64(base + 48),
    maxTwapDivergenceBps: r.u64(base + 56),
    scopeTwapPriceChain: readPriceChain(r, base + 64),
    scopePriceChain: readPriceChain(r, base + 72),
    name: r.paddedString(base + 80, 32),
    maxAgePriceSeconds: r.u64(base + 112),
    maxAgeTwapSeconds: r.u64(base + 120),
    maxIgnorableAmountAsReward: r.u64(base + 128),
    disabled: r.bool(base + 136),
    scopeStakingRateChain: readPriceChain(r, base + 144),
    scopeFeed: r.pubkey(base + 152),
  };
}

function writeCollateralInfo(w: ByteWriter, base: number, info: CollateralInfo): void {
  w.pubkey(base, info.mint)
    .u64(base + 32, info.lowerHeuristic)
    .u64(base + 40, info.upperHeuristic)
    .u64(base + 48, info.expHeuristic)
    .u64(base + 56, info.maxTwapDivergenceBps);
  writePriceChain(w, base + 64, info.scopeTwapPriceChain);
  writePriceChain(w, base + 72, info.scopePriceChain);
  w.paddedString(base + 80, 32, info.name)
    .u64(base + 112, info.maxAgePriceSeconds)
    .u64(base + 120, info.maxAgeTwapSeconds)
    .u64(base + 128, info.maxIgnorableAmountAsReward)
    .bool(base + 136, info.disabled);
  writePriceChain(w, base + 144, info.scopeStakingRateChain);
  w.pubkey(base + 152, info.scopeFeed);
}

export function decodeCollateralInfos(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): CollateralInfos {
  return decodeAnchorAccount(
    COLLATERAL_INFOS_SPEC,
    address,
    account,
    (r) => {
      const infos: CollateralInfo[] = [];
      for (let i = 0; i < COLLATERAL_INFO_COUNT; i += 1) {
        infos.push(readCollateralInfo(r, INFOS_OFFSET + i * COLLATERAL_INFO_SIZE));
      }
      return { address, infos };
    },
    options,
  );
}

export function encodeCollateralInfos(data: CollateralInfosData): Uint8Array {
  if (data.infos.length > COLLATERAL_INFO_COUNT) {
    throw new RangeError(`CollateralInfos holds at most 303 entries, got ${data.infos.length}`);
  }
  const w = anchorAccountWriter(COLLATERAL_INFOS_SPEC);
  data.infos.forEach((info, i) => {
    writeCollateralInfo(w, INFOS_OFFSET + i * COLLATERAL_INFO_SIZE, info);
  });
  return w.toBytes();
}
