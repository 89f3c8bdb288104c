import {
  type AddressLookupTableAccount,
  type BlockhashWithExpiryBlockHeight,
  type GetRecentPrioritizationFeesConfig,
  Keypair,
  type PublicKey,
  type RecentPrioritizationFees,
  type RpcResponseAndContext,
  type SendOptions,
  type SignatureStatus,
  type SignatureStatusConfig,
  type SimulatedTransactionResponse,
  type SimulateTransactionConfig,
  type TransactionError,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import type { TransactionRpc } from '../transactions/transactionRpc';

/** What happens to a sent transaction when its status is next asked for. */
export type Landing = 'confirm' | 'pending' | { err: TransactionError };

const context = { slot: 1 };

/**
 * A node for pipeline tests. It records what it is sent and follows simple rules the test sets:
 * the simulation result, the recent fees, whether sends are accepted, how a sent transaction
 * lands, and how the block height moves per poll.
 */
export class FakeTransactionRpc implements TransactionRpc {
  readonly blockhash = Keypair.generate().publicKey.toBase58();
  lastValidBlockHeight = 100;
  blockHeight = 50;
  /** Added to the block height on each getBlockHeight call. */
  blockHeightStep = 0;
  recentFees: number[] = [];
  simulation: (transaction: VersionedTransaction) => SimulatedTransactionResponse = () => ({
    err: null,
    logs: ['Program log: ok'],
    unitsConsumed: 100_000,
  });
  sendError: Error | undefined;
  landing: Landing = 'confirm';
  /** Status queries answered with an error before the real answer (a flaky node). */
  failingStatusQueries = 0;
  readonly lookupTables = new Map<string, AddressLookupTableAccount>();

  readonly simulated: VersionedTransaction[] = [];
  readonly simulationConfigs: Array<SimulateTransactionConfig | undefined> = [];
  readonly sent: Array<{ transaction: VersionedTransaction; options: SendOptions | undefined }> =
    [];
  readonly feeQueries: Array<GetRecentPrioritizationFeesConfig | undefined> = [];
  statusQueries = 0;
  private readonly landed = new Map<string, SignatureStatus>();

  /**
   * @param cluster signatures accepted by any node of the cluster; nodes built with the same set
   * see each other's transactions land, as two nodes of one cluster do.
   */
  constructor(private readonly cluster: Set<string> = new Set()) {}

  async getLatestBlockhash(): Promise<BlockhashWithExpiryBlockHeight> {
    return { blockhash: this.blockhash, lastValidBlockHeight: this.lastValidBlockHeight };
  }

  async getAddressLookupTable(
    address: PublicKey,
  ): Promise<RpcResponseAndContext<AddressLookupTableAccount | null>> {
    return { context, value: this.lookupTables.get(address.toBase58()) ?? null };
  }

  async simulateTransaction(
    transaction: VersionedTransaction,
    config?: SimulateTransactionConfig,
  ): Promise<RpcResponseAndContext<SimulatedTransactionResponse>> {
    this.simulated.push(transaction);
    this.simulationConfigs.push(config);
    return { context, value: this.simulation(transaction) };
  }

  async getRecentPrioritizationFees(
    config?: GetRecentPrioritizationFeesConfig,
  ): Promise<RecentPrioritizationFees[]> {
    this.feeQueries.push(config);
    return this.recentFees.map((prioritizationFee, slot) => ({ slot, prioritizationFee }));
  }

  async sendRawTransaction(raw: Uint8Array, options?: SendOptions): Promise<string> {
    if (this.sendError) throw this.sendError;
    const transaction = VersionedTransaction.deserialize(raw);
    this.sent.push({ transaction, options });
    this.cluster.add(signatureOf(transaction));
    return signatureOf(transaction);
  }

  async getSignatureStatuses(
    signatures: string[],
    _config?: SignatureStatusConfig,
  ): Promise<RpcResponseAndContext<(SignatureStatus | null)[]>> {
    this.statusQueries += 1;
    if (this.failingStatusQueries > 0) {
      this.failingStatusQueries -= 1;
      throw new Error('fetch failed');
    }
    return { context, value: signatures.map((signature) => this.statusOf(signature)) };
  }

  async getBlockHeight(): Promise<number> {
    this.blockHeight += this.blockHeightStep;
    return this.blockHeight;
  }

  /** Signatures sent to this node, in order. */
  sentSignatures(): string[] {
    return this.sent.map(({ transaction }) => signatureOf(transaction));
  }

  private statusOf(signature: string): SignatureStatus | null {
    const known = this.landed.get(signature);
    if (known) return known;
    if (!this.cluster.has(signature) || this.landing === 'pending') return null;
    const status: SignatureStatus =
      this.landing === 'confirm'
        ? { slot: 2, confirmations: 1, err: null, confirmationStatus: 'confirmed' }
        : { slot: 2, confirmations: 1, err: this.landing.err, confirmationStatus: 'confirmed' };
    this.landed.set(signature, status);
    return status;
  }
}

export function signatureOf(transaction: VersionedTransaction): string {
  return bs58.encode(transaction.signatures[0] ?? new Uint8Array(64));
}
