import type { Connections } from '@keel/chain-readers';
import {
  type Connection,
  Keypair,
  type RpcResponseAndContext,
  type SignatureStatus,
  type SimulatedTransactionResponse,
  VersionedTransaction,
} from '@solana/web3.js';
import { testSignature } from './logFixtures';

const context = { slot: 1 };

export const landed = (): SignatureStatus => ({
  slot: 1,
  confirmations: null,
  err: null,
  confirmationStatus: 'confirmed',
});

/**
 * One node standing in for every connection: a block height the test moves, signature statuses
 * it sets, and just enough of the send path for the pipeline (every sent transaction lands).
 */
export class FakeChain {
  readonly rpcEndpoint = 'http://fake-node.test';
  blockHeight = 100;
  /** Of every blockhash it hands out. */
  lastValidBlockHeight = 300;
  fee = 5_000;
  readonly statuses = new Map<string, SignatureStatus>();
  readonly sent: VersionedTransaction[] = [];
  heightReads = 0;

  async getBlockHeight(): Promise<number> {
    this.heightReads += 1;
    return this.blockHeight;
  }

  async getSignatureStatuses(signatures: string[]) {
    return { context, value: signatures.map((signature) => this.statuses.get(signature) ?? null) };
  }

  async getTransaction(signature: string) {
    return this.statuses.has(signature) ? { meta: { fee: this.fee } } : null;
  }

  async getLatestBlockhash() {
    const blockhash = Keypair.generate().publicKey.toBase58();
    return { blockhash, lastValidBlockHeight: this.lastValidBlockHeight };
  }

  async simulateTransaction(): Promise<RpcResponseAndContext<SimulatedTransactionResponse>> {
    return { context, value: { err: null, logs: [], unitsConsumed: 20_000 } };
  }

  async getRecentPrioritizationFees() {
    return [];
  }

  async getAddressLookupTable() {
    return { context, value: null };
  }

  async sendRawTransaction(raw: Uint8Array): Promise<string> {
    this.sent.push(VersionedTransaction.deserialize(raw));
    const signature = testSignature(1_000 + this.sent.length);
    this.statuses.set(signature, landed());
    return signature;
  }

  connections(): Connections {
    // The fake implements the part of Connection the log, the panel and the pipeline call.
    const node = this as unknown as Connection;
    return { send: node, read: node, extraSend: node };
  }
}
