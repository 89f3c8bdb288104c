/** A token of the strategy's pair, as the strategy page shows it. */
export interface StrategyActionsToken {
  mint: string;
  symbol: string;
}

/** The strategy the page's deposit, withdraw, stake and harvest panel acts on. */
export interface StrategyActionsTarget {
  /** The strategy account's address (base58). */
  address: string;
  /** The strategy's share mint (base58). */
  shareMint: string;
  tokenA: StrategyActionsToken;
  tokenB: StrategyActionsToken;
  /** The farm its shares stake in: null when it has none, undefined until its account is read. */
  farm: string | null | undefined;
}

export interface StrategyActionsProps {
  strategy: StrategyActionsTarget;
}
