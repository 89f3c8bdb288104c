import { type ReserveTokenInfo, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { AccountMetaView } from '../../chain/execution/instruction-context';
import { klendError } from './anchor-errors';

/** klend's NULL_PUBKEY ("nu11…"), which oracle configurations use for "none" like the zero key. */
export const NULL_PUBKEY = new PublicKey('nu11111111111111111111111111111111111111111');

const UNUSED_CHAIN = [65_535, 65_535, 65_535, 65_535];
const ZERO_CHAIN = [0, 0, 0, 0];

const isSet = (key: PublicKey) => !key.equals(PublicKey.default) && !key.equals(NULL_PUBKEY);
const sameChain = (a: readonly number[], b: readonly number[]) => a.every((v, i) => v === b[i]);
const isChain = (chain: readonly number[]) =>
  !sameChain(chain, UNUSED_CHAIN) && !sameChain(chain, ZERO_CHAIN);

export const scopeEnabled = (info: ReserveTokenInfo) =>
  isSet(toPublicKey(info.scopeConfiguration.priceFeed));
export const scopeHasTwap = (info: ReserveTokenInfo) => isChain(info.scopeConfiguration.twapChain);
export const pythEnabled = (info: ReserveTokenInfo) =>
  isSet(toPublicKey(info.pythConfiguration.price));
export const switchboardEnabled = (info: ReserveTokenInfo) =>
  isSet(toPublicKey(info.switchboardConfiguration.priceAggregator));
export const twapEnabled = (info: ReserveTokenInfo) => info.maxTwapDivergenceBps > 0n;

function twapConfigValid(info: ReserveTokenInfo): boolean {
  if (!twapEnabled(info)) return true;
  if (info.maxAgeTwapSeconds === 0n) return false;
  if (scopeEnabled(info) && !scopeHasTwap(info)) return false;
  if (
    switchboardEnabled(info) &&
    !isSet(toPublicKey(info.switchboardConfiguration.twapAggregator))
  ) {
    return false;
  }
  return true;
}

const matches = (meta: AccountMetaView | null, key: PublicKey) =>
  meta?.address.equals(key) === true;

export interface OracleAccounts {
  pyth: AccountMetaView | null;
  switchboardPrice: AccountMetaView | null;
  switchboardTwap: AccountMetaView | null;
  scope: AccountMetaView | null;
}

/** `TokenInfo::validate_token_info_config`: the oracle accounts given are the configured ones. */
export function validateOracleAccounts(info: ReserveTokenInfo, oracles: OracleAccounts): void {
  const source = (line: number) => ({ source: `state/token_info.rs:${line}` });
  const scopeValid = !scopeEnabled(info) || isChain(info.scopeConfiguration.priceChain);
  if (!(scopeValid && (scopeEnabled(info) || switchboardEnabled(info) || pythEnabled(info)))) {
    throw klendError('InvalidOracleConfig', source(83));
  }
  if (!twapConfigValid(info)) throw klendError('InvalidTwapConfig', source(84));
  const pythOk = pythEnabled(info)
    ? matches(oracles.pyth, toPublicKey(info.pythConfiguration.price))
    : oracles.pyth === null;
  if (!pythOk) throw klendError('InvalidPythPriceAccount', source(85));
  const switchboard = info.switchboardConfiguration;
  const switchboardOk = switchboardEnabled(info)
    ? matches(oracles.switchboardPrice, toPublicKey(switchboard.priceAggregator)) &&
      (!twapEnabled(info) ||
        matches(oracles.switchboardTwap, toPublicKey(switchboard.twapAggregator)))
    : oracles.switchboardPrice === null && oracles.switchboardTwap === null;
  if (!switchboardOk) throw klendError('InvalidSwitchboardAccount', source(89));
  const scopeOk = scopeEnabled(info)
    ? matches(oracles.scope, toPublicKey(info.scopeConfiguration.priceFeed))
    : oracles.scope === null;
  if (!scopeOk) throw klendError('InvalidScopePriceAccount', source(93));
}
