import type {
  AccountInfo,
  AddressLookupTableAccount,
  BlockhashWithExpiryBlockHeight,
  Commitment,
  GetRecentPrioritizationFeesConfig,
  PublicKey,
  RecentPrioritizationFees,
  RpcResponseAndContext,
  SendOptions,
  SignatureStatus,
  SignatureStatusConfig,
  SimulatedTransactionResponse,
  SimulateTransactionConfig,
  TransactionSignature,
  VersionedTransaction,
} from '@solana/web3.js';

/**
 * The node methods the transaction pipeline calls — a subset of web3.js's Connection, so a
 * Connection fits and tests can pass a fake:
 * getLatestBlockhash, getAddressLookupTable, simulateTransaction, getRecentPrioritizationFees,
 * sendRawTransaction, getSignatureStatuses, getBlockHeight.
 */
export interface TransactionRpc {
  getLatestBlockhash(commitment?: Commitment): Promise<BlockhashWithExpiryBlockHeight>;
  getAddressLookupTable(
    address: PublicKey,
  ): Promise<RpcResponseAndContext<AddressLookupTableAccount | null>>;
  simulateTransaction(
    transaction: VersionedTransaction,
    config?: SimulateTransactionConfig,
  ): Promise<RpcResponseAndContext<SimulatedTransactionResponse>>;
  getRecentPrioritizationFees(
    config?: GetRecentPrioritizationFeesConfig,
  ): Promise<RecentPrioritizationFees[]>;
  sendRawTransaction(raw: Uint8Array, options?: SendOptions): Promise<TransactionSignature>;
  getSignatureStatuses(
    signatures: TransactionSignature[],
    config?: SignatureStatusConfig,
  ): Promise<RpcResponseAndContext<(SignatureStatus | null)[]>>;
  getBlockHeight(commitment?: Commitment): Promise<number>;
  /**
   * The wallet's accounts before a checked transaction, for its token movements; a node
   * without it gives none (the check itself still runs).
   */
  getMultipleAccountsInfo?(
    publicKeys: PublicKey[],
    commitment?: Commitment,
  ): Promise<(AccountInfo<Buffer> | null)[]>;
}

/**
 * The connections the pipeline uses: `send` (confirmed) for everything, and `extraSend`, a
 * dedicated node every transaction is also sent to. chain-readers' `Connections` fits.
 */
export interface PipelineConnections {
  send: TransactionRpc;
  extraSend: TransactionRpc;
}
