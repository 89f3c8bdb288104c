import { DEFAULT_ENVIRONMENT } from '@keel/chain-readers';

/**
 * The block-explorer page of a transaction: `{host}/tx/{txid}`, with `?cluster={environment}`
 * when the environment is not mainnet-beta (O§2.10). The host comes from the brand config.
 */
export function explorerTransactionUrl(input: {
  explorerHost: string;
  txId: string;
  environment: string;
}): string {
  const host = input.explorerHost.replace(/\/+$/, '');
  const url = `${host}/tx/${encodeURIComponent(input.txId)}`;
  return input.environment === DEFAULT_ENVIRONMENT
    ? url
    : `${url}?cluster=${encodeURIComponent(input.environment)}`;
}
