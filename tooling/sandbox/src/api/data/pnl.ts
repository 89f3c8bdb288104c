import { type Decimal, ZERO } from './decimal';

/** Amounts in several denominations at once, e.g. { usd, sol, a, b }. */
export type Denominated<K extends string> = Record<K, Decimal>;

export interface PnlSnapshot<K extends string> {
  position: Decimal;
  /** Net money put in: buys minus sells, at their prices. */
  investment: Denominated<K>;
  /** Average-cost basis of the shares still held. */
  costBasis: Denominated<K>;
  realizedPnl: Denominated<K>;
  positionValue: Denominated<K>;
  /** Unrealised: value minus cost basis. */
  positionPnl: Denominated<K>;
  /** Realised plus unrealised. */
  allHistoryPnl: Denominated<K>;
}

function zeros<K extends string>(keys: readonly K[]): Denominated<K> {
  return Object.fromEntries(keys.map((key) => [key, ZERO])) as Denominated<K>;
}

function map<K extends string>(keys: readonly K[], build: (key: K) => Decimal): Denominated<K> {
  return Object.fromEntries(keys.map((key) => [key, build(key)])) as Denominated<K>;
}

/**
 * Average-cost PnL of a position in several denominations: buys add their cost, sells remove
 * the average cost of what they sell and realise the difference.
 */
export class CostBasisTracker<K extends string> {
  private position = ZERO;
  private investment: Denominated<K>;
  private costBasis: Denominated<K>;
  private realized: Denominated<K>;

  constructor(private readonly keys: readonly K[]) {
    this.investment = zeros(keys);
    this.costBasis = zeros(keys);
    this.realized = zeros(keys);
  }

  get shares(): Decimal {
    return this.position;
  }

  /** `quantity` shares (positive buys, negative sells) at `unitPrice` per share. */
  trade(quantity: Decimal, unitPrice: Denominated<K>): void {
    const { keys } = this;
    if (quantity.greaterThan(0)) {
      this.costBasis = map(keys, (k) => this.costBasis[k].plus(quantity.mul(unitPrice[k])));
      this.investment = map(keys, (k) => this.investment[k].plus(quantity.mul(unitPrice[k])));
      this.position = this.position.plus(quantity);
      return;
    }
    const sold = quantity.negated();
    if (this.position.isZero()) return;
    const fraction = sold.greaterThan(this.position) ? ZERO.plus(1) : sold.div(this.position);
    const removed = map(keys, (k) => this.costBasis[k].mul(fraction));
    this.realized = map(keys, (k) =>
      this.realized[k].plus(sold.mul(unitPrice[k])).minus(removed[k]),
    );
    this.costBasis = map(keys, (k) => this.costBasis[k].minus(removed[k]));
    this.investment = map(keys, (k) => this.investment[k].minus(sold.mul(unitPrice[k])));
    this.position = this.position.minus(sold);
    if (this.position.isZero()) this.costBasis = zeros(keys);
  }

  snapshot(unitPrice: Denominated<K>): PnlSnapshot<K> {
    const { keys } = this;
    const positionValue = map(keys, (k) => this.position.mul(unitPrice[k]));
    const positionPnl = map(keys, (k) => positionValue[k].minus(this.costBasis[k]));
    return {
      position: this.position,
      investment: this.investment,
      costBasis: this.costBasis,
      realizedPnl: this.realized,
      positionValue,
      positionPnl,
      allHistoryPnl: map(keys, (k) => positionPnl[k].plus(this.realized[k])),
    };
  }
}
