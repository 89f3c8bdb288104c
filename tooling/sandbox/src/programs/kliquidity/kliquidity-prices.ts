import {
  type CollateralInfo,
  decodeOraclePrices,
  type OraclePrices,
  sameAddress,
} from '@keel/chain-readers';
import type Decimal from 'decimal.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { liquidityFailure } from './kliquidity-errors';
import { StrategyDecimal } from './strategy-maths';

const UNUSED = 65_535;
const SOURCE = 'utils/scope.rs';

function oraclePrices(context: InstructionContext, meta: AccountMetaView): OraclePrices {
  const account = context.read(meta.address);
  if (account === null) throw liquidityFailure('CouldNotDeserializeScope', SOURCE);
  try {
    return decodeOraclePrices(meta.address, account);
  } catch {
    throw liquidityFailure('CouldNotDeserializeScope', SOURCE);
  }
}

/**
 * USD per whole token of a collateral id: the product of the Scope prices on its price chain
 * (MATH §7.2), read from the feed its CollateralInfo names; refused when the chain is unset, a
 * price is zero, or one is older than the info's maximum age.
 */
export function collateralPriceUsd(
  context: InstructionContext,
  infos: readonly CollateralInfo[],
  collateralId: bigint,
  feedMeta: AccountMetaView,
): Decimal {
  const info = infos[Number(collateralId)];
  if (info === undefined || info.disabled) throw liquidityFailure('WrongCollateralID', SOURCE);
  if (!sameAddress(info.scopeFeed, feedMeta.address)) {
    throw liquidityFailure('IncorrectScopePricesAccountID', SOURCE);
  }
  const chain = info.scopePriceChain.filter((index) => index !== UNUSED);
  if (chain.length === 0 || chain.every((index) => index === 0)) {
    throw liquidityFailure('InvalidScopeChain', SOURCE);
  }
  const feed = oraclePrices(context, feedMeta);
  let price: Decimal = new StrategyDecimal(1);
  for (const index of chain) {
    const entry = feed.prices[index];
    if (entry === undefined || entry.price.value === 0n) {
      throw liquidityFailure('PriceNotValid', SOURCE);
    }
    const age = context.clock.unixTimestamp - entry.unixTimestamp;
    if (info.maxAgePriceSeconds > 0n && age > info.maxAgePriceSeconds) {
      throw liquidityFailure('PriceTooOld', SOURCE);
    }
    price = price.times(
      new StrategyDecimal(entry.price.value.toString()).div(
        new StrategyDecimal(10).pow(Number(entry.price.exp)),
      ),
    );
  }
  return price;
}
