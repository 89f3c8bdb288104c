/**
 * The local-storage keys of this package (O§3 "Local storage keys"). Each carries the brand's
 * prefix, `{prefix}.{name}`, so two products on one origin never read each other's values.
 */
export function walletStorageKeys(prefix: string) {
  const key = (name: string) => `${prefix}.${name}`;
  return {
    /** JSON-encoded wallet name, the format wallet-adapter-react's `localStorageKey` uses. */
    lastSelectedWallet: key('walletName'),
    termsSignature: key('termsSignature'),
    areTermsConfirmed: key('areTermsConfirmed'),
    userTransactionSlippage: key('userTransactionSlippage'),
    userTransactionSlippageUpdatedAt: key('userTransactionSlippageUpdatedAt'),
    userTransactionPriorityFeeType: key('userTransactionPriorityFeeType'),
    userTransactionPriorityFeeTypeUpdatedAt: key('userTransactionPriorityFeeTypeUpdatedAt'),
    userTransactionCustomFee: key('userTransactionCustomFee'),
    lastPositionUpdateAt: key('lastPositionUpdateAt'),
    chainSelection: key('chainSelection'),
  } as const;
}

export type WalletStorageKeys = ReturnType<typeof walletStorageKeys>;
