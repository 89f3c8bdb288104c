import { explorerTransactionUrl } from '@keel/wallet-connect';
import { useBrand } from '../../brand/BrandContext';
import { useWalletEnvironment } from '../../wallet/WalletStoreContext';

/**
 * The explorer page of a transaction, built as the toasts build theirs; undefined when the brand
 * names no explorer.
 */
export function useExplorerLink(): (signature: string) => string | undefined {
  const explorerHost = useBrand().links.explorer;
  const { environment } = useWalletEnvironment();
  return (signature) =>
    explorerHost
      ? explorerTransactionUrl({ explorerHost, txId: signature, environment })
      : undefined;
}
