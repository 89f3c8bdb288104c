import { createHash } from 'node:crypto';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import {
  type Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type VersionedMessage,
} from '@solana/web3.js';
import { encodeBase58 } from '../encoding/base58';
import { AccountIndex } from './account-index';
import { BlockhashWindow, type IssuedBlockhash } from './blockhash-window';
import { ChainEvents } from './chain-events';
import {
  blockTimeOfSlot,
  type ChainTiming,
  epochOfSlot,
  firstSlotOfEpoch,
  timingAnchoredAt,
} from './chain-time';
import { usesValidDurableNonce } from './durable-nonce';
import { executeInstructions } from './execution/execute-instructions';
import type { ClockView } from './execution/instruction-context';
import { closedAccount, type LedgerAccount, sameAccountState } from './ledger-account';
import type { ProgramBinary } from './program-binaries';
import type { ProgramHandlerRegistry } from './program-handler';
import { verifyTransactionSignatures } from './signature-check';
import {
  FailedTransactionMetadata,
  type InnerInstruction,
  SLOTS_PER_EPOCH,
  Svm,
  type TransactionMetadata,
} from './svm';
import { tokenBalancesOf } from './token-balances';
import { type TransactionErrorJson, transactionErrorFromSvm } from './transaction-error';
import {
  type ExecutionMeta,
  type RecordedInnerInstructions,
  type ReturnData,
  type TransactionRecord,
  TransactionRecords,
} from './transaction-record';
import {
  computeBudgetOf,
  type DecodedTransaction,
  decodeWireTransaction,
  invokedPrograms,
  type LoadedAddresses,
  resolveLoadedAddresses,
  signerFlags,
  transactionAccountKeys,
  transactionFee,
  withRecentBlockhash,
  writableAccountFlags,
} from './wire-transaction';

export interface LedgerOptions {
  startSlot: number;
  slotMs: number;
  /** Wall-clock time (ms) the start slot is given; defaults to now. */
  startUnixMs?: number;
  programs: readonly ProgramBinary[];
  handlers: ProgramHandlerRegistry;
  /** Pays airdrops with ordinary signed transfers (read on every airdrop: a reset may change it). */
  faucet: () => Keypair;
}

/** Outcome of submitting a transaction for execution. */
export type ExecutionOutcome =
  | { landed: true; record: TransactionRecord }
  | { landed: false; err: TransactionErrorJson; logs: string[] };

export interface SimulationOptions {
  sigVerify: boolean;
  replaceRecentBlockhash: boolean;
}

export interface SimulationOutcome extends ExecutionMeta {
  accountKeys: PublicKey[];
  /** Account states after the simulated execution (unchanged ones included). */
  postAccounts: Map<string, LedgerAccount | null>;
  replacementBlockhash: IssuedBlockhash | null;
}

const EMPTY_LOADED: LoadedAddresses = { writable: [], readonly: [] };

/** What execution itself reports; balances are added from the before/after account states. */
type RuntimeMeta = Omit<
  ExecutionMeta,
  'preBalances' | 'postBalances' | 'preTokenBalances' | 'postTokenBalances'
>;

/** Accounts every fresh SVM holds that getProgramAccounts should be able to list. */
const BUILTIN_ACCOUNTS = [
  'So11111111111111111111111111111111111111112',
  '9pan9bMn5HatX4EJdBwg9VgCa7Uz5HL8N1m5D3NdXejP',
  TOKEN_PROGRAM_ID.toBase58(),
  TOKEN_2022_PROGRAM_ID.toBase58(),
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
].map((key) => new PublicKey(key));

/**
 * The sandbox chain's state: a LiteSVM instance plus what a validator keeps around it — the
 * slot and its time, recent blockhashes, the account index, landed transactions — and the
 * events the websocket subscriptions follow.
 */
export class Ledger {
  readonly events = new ChainEvents();
  readonly index = new AccountIndex();
  readonly records = new TransactionRecords();
  readonly timing: ChainTiming;
  private readonly blockhashes = new BlockhashWindow();
  private readonly options: LedgerOptions;
  private svm: Svm;
  private currentSlot: number;
  private eventsMuted = false;
  private beforeTransaction: (() => void) | null = null;

  constructor(options: LedgerOptions) {
    this.options = options;
    this.currentSlot = options.startSlot;
    this.timing = timingAnchoredAt(
      options.startSlot,
      options.startUnixMs ?? Date.now(),
      options.slotMs,
      Number(SLOTS_PER_EPOCH),
    );
    this.svm = this.createSvm();
  }

  get slot(): number {
    return this.currentSlot;
  }

  /** No slot is skipped, so the block height is the slot. */
  get blockHeight(): number {
    return this.currentSlot;
  }

  get faucet(): PublicKey {
    return this.options.faucet().publicKey;
  }

  get loadedPrograms(): readonly ProgramBinary[] {
    return this.options.programs;
  }

  get handlerPrograms(): Record<string, string> {
    return this.options.handlers.handlerNames();
  }

  blockTime(slot: number): number {
    return blockTimeOfSlot(this.timing, slot);
  }

  epoch(slot = this.currentSlot): number {
    return epochOfSlot(this.timing, slot);
  }

  latestBlockhash(): IssuedBlockhash {
    return this.blockhashes.latest();
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.blockhashes.isValid(blockhash, this.blockHeight);
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(dataLength);
  }

  // ── slots ────────────────────────────────────────────────────────────────────────────────

  /** Moves the chain forward by `count` slots at once (the clock jumps with it). */
  advanceSlots(count: number): void {
    if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be ≥ 1');
    const parent = this.currentSlot;
    this.currentSlot += count;
    this.syncClock();
    this.events.emit('slot', { slot: this.currentSlot, parent, root: this.currentSlot });
  }

  private syncClock(): void {
    const slot = this.currentSlot;
    const epoch = this.epoch(slot);
    this.svm.setClock({
      slot: BigInt(slot),
      epoch: BigInt(epoch),
      epochStartTimestamp: BigInt(this.blockTime(firstSlotOfEpoch(this.timing, epoch))),
      unixTimestamp: BigInt(this.blockTime(slot)),
    });
    this.blockhashes.issue(this.svm.nextBlockhash(), this.blockHeight);
    this.svm.setRecentSlots(BigInt(slot), slotHash);
  }

  // ── accounts ─────────────────────────────────────────────────────────────────────────────

  readAccount(address: PublicKey): LedgerAccount | null {
    return this.svm.getAccount(address);
  }

  /** Writes an account directly (seeding, control endpoint), as if a program had. */
  writeAccount(address: PublicKey, account: LedgerAccount | null): void {
    const before = this.svm.getAccount(address);
    this.svm.setAccount(address, account ?? closedAccount());
    const after = this.svm.getAccount(address);
    this.index.observe(address.toBase58(), after?.owner.toBase58() ?? null);
    if (!sameAccountState(before, after)) this.emitAccount(address, after);
  }

  /** Current accounts owned by a program, among the accounts the index knows. */
  accountsOwnedBy(owner: PublicKey): Array<{ address: PublicKey; account: LedgerAccount }> {
    const found: Array<{ address: PublicKey; account: LedgerAccount }> = [];
    for (const key of this.index.ownedBy(owner.toBase58())) {
      const address = new PublicKey(key);
      const account = this.svm.getAccount(address);
      if (account?.owner.equals(owner)) found.push({ address, account });
    }
    return found;
  }

  // ── reset ────────────────────────────────────────────────────────────────────────────────

  /**
   * Replaces the whole state with a fresh SVM populated by `populate`, keeping the slot and
   * clock running forward. Subscribers hear about every account whose state differs.
   */
  reset(populate: (ledger: Ledger) => void): void {
    const known = new Set(this.index.addresses());
    const before = new Map([...known].map((key) => [key, this.svm.getAccount(new PublicKey(key))]));
    this.svm = this.createSvm();
    this.index.clear();
    this.records.clear();
    this.indexBuiltins();
    this.eventsMuted = true;
    try {
      populate(this);
    } finally {
      this.eventsMuted = false;
    }
    for (const key of this.index.addresses()) known.add(key);
    for (const key of known) {
      const address = new PublicKey(key);
      const after = this.svm.getAccount(address);
      if (!sameAccountState(before.get(key) ?? null, after)) this.emitAccount(address, after);
    }
  }

  private createSvm(): Svm {
    const svm = new Svm();
    for (const program of this.options.programs) {
      svm.addProgramFromFile(new PublicKey(program.programId), program.path);
    }
    this.svm = svm;
    this.syncClock();
    return svm;
  }

  private indexBuiltins(): void {
    for (const address of BUILTIN_ACCOUNTS) {
      const account = this.svm.getAccount(address);
      if (account !== null) this.index.observe(address.toBase58(), account.owner.toBase58());
    }
  }

  /** Populates a new ledger; call once after construction. */
  initialise(populate: (ledger: Ledger) => void): void {
    this.indexBuiltins();
    this.eventsMuted = true;
    try {
      populate(this);
    } finally {
      this.eventsMuted = false;
    }
  }

  // ── transactions ─────────────────────────────────────────────────────────────────────────

  private blockhashAccepted(decoded: DecodedTransaction): boolean {
    return (
      this.isBlockhashValid(decoded.message.recentBlockhash) ||
      usesValidDurableNonce(decoded, (address) => this.readAccount(address))
    );
  }

  /** Whether an instruction addresses an emulated program (then it runs instruction by instruction). */
  private isMixed(message: VersionedMessage, keys: readonly PublicKey[]): boolean {
    return this.options.handlers.servesAny(invokedPrograms(message, keys));
  }

  private clockView(): ClockView {
    return {
      slot: BigInt(this.currentSlot),
      epoch: BigInt(this.epoch()),
      unixTimestamp: BigInt(this.blockTime(this.currentSlot)),
    };
  }

  /**
   * Runs before every transaction is executed or simulated: what a validator's slot already holds
   * by then (the oracle cranks' price updates).
   */
  setBeforeTransaction(hook: (() => void) | null): void {
    this.beforeTransaction = hook;
  }

  /** Executes a transaction and commits it when the runtime lands it. */
  execute(decoded: DecodedTransaction): ExecutionOutcome {
    this.beforeTransaction?.();
    if (this.records.has(decoded.signature)) {
      return { landed: false, err: 'AlreadyProcessed', logs: [] };
    }
    if (!this.blockhashAccepted(decoded)) {
      return { landed: false, err: 'BlockhashNotFound', logs: [] };
    }
    const loaded = resolveLoadedAddresses(decoded.message, (a) => this.readAccount(a));
    const keys = transactionAccountKeys(decoded.message, loaded ?? EMPTY_LOADED);
    const pre = keys.map((key) => this.readAccount(key));
    let meta: RuntimeMeta;
    if (this.isMixed(decoded.message, keys)) {
      if (loaded === null) return { landed: false, err: 'AddressLookupTableNotFound', logs: [] };
      const outcome = this.executeMixed(decoded, keys, loaded, pre);
      if (!outcome.landed) return outcome;
      meta = outcome.meta;
    } else {
      const result = this.svm.send(decoded.wire);
      const failed = result instanceof FailedTransactionMetadata;
      const runtimeMeta = failed ? result.meta() : result;
      const err = failed ? transactionErrorFromSvm(result.err()) : null;
      const first = decoded.transaction.signatures[0];
      if (first === undefined || !this.svm.landed(first)) {
        return { landed: false, err: err ?? 'SanitizeFailure', logs: runtimeMeta.logs() };
      }
      meta = { err, fee: transactionFee(decoded.message), ...runtimeDetails(runtimeMeta) };
    }
    const post = keys.map((key) => this.readAccount(key));
    const record = this.recordTransaction(decoded, loaded ?? EMPTY_LOADED, keys, pre, post, meta);
    keys.forEach((key, i) => {
      const after = post[i] ?? null;
      this.index.observe(key.toBase58(), after?.owner.toBase58() ?? null);
      if (!sameAccountState(pre[i] ?? null, after)) this.emitAccount(key, after);
    });
    this.events.emit('transaction', record);
    return { landed: true, record };
  }

  /**
   * A transaction with emulated programs: the checks the runtime makes before executing (the
   * signatures, the fee payer), the fee charged, then the instructions in order; a failure
   * reverts them all but keeps the fee.
   */
  private executeMixed(
    decoded: DecodedTransaction,
    keys: PublicKey[],
    loaded: LoadedAddresses,
    pre: Array<LedgerAccount | null>,
  ):
    | { landed: true; meta: RuntimeMeta }
    | { landed: false; err: TransactionErrorJson; logs: string[] } {
    if (!verifyTransactionSignatures(decoded)) {
      return { landed: false, err: 'SignatureFailure', logs: [] };
    }
    const fee = transactionFee(decoded.message);
    const payerKey = keys[0];
    const payer = pre[0] ?? null;
    if (payerKey === undefined || payer === null) {
      return { landed: false, err: 'AccountNotFound', logs: [] };
    }
    if (payer.lamports < fee) return { landed: false, err: 'InsufficientFundsForFee', logs: [] };
    this.svm.setAccount(payerKey, { ...payer, lamports: payer.lamports - fee });
    const result = this.runInstructions(decoded, keys, loaded);
    return { landed: true, meta: { ...result, fee } };
  }

  private runInstructions(decoded: DecodedTransaction, keys: PublicKey[], loaded: LoadedAddresses) {
    return executeInstructions({
      svm: this.svm,
      handlers: this.options.handlers,
      decoded,
      keys,
      writable: writableAccountFlags(decoded.message, loaded),
      signers: signerFlags(decoded.message, keys.length),
      clock: this.clockView(),
    });
  }

  private recordTransaction(
    decoded: DecodedTransaction,
    loaded: LoadedAddresses,
    keys: PublicKey[],
    pre: Array<LedgerAccount | null>,
    post: Array<LedgerAccount | null>,
    meta: RuntimeMeta,
  ): TransactionRecord {
    const read = (address: PublicKey) => this.readAccount(address);
    const record: TransactionRecord = {
      ...meta,
      signature: decoded.signature,
      slot: this.currentSlot,
      blockTime: this.blockTime(this.currentSlot),
      decoded,
      loadedAddresses: loaded,
      accountKeys: keys.map((key) => key.toBase58()),
      writable: writableAccountFlags(decoded.message, loaded),
      signers: signerFlags(decoded.message, keys.length),
      computeUnitPrice: computeBudgetOf(decoded.message).unitPrice,
      preBalances: pre.map((account) => account?.lamports ?? 0n),
      postBalances: post.map((account) => account?.lamports ?? 0n),
      preTokenBalances: tokenBalancesOf(keys, pre, read),
      postTokenBalances: tokenBalancesOf(keys, post, read),
    };
    this.records.add(record);
    return record;
  }

  /** Runs a transaction without committing anything. */
  simulate(decoded: DecodedTransaction, options: SimulationOptions): SimulationOutcome {
    this.beforeTransaction?.();
    let replacementBlockhash: IssuedBlockhash | null = null;
    let target = decoded;
    if (options.replaceRecentBlockhash) {
      replacementBlockhash = this.latestBlockhash();
      target = decodeWireTransaction(withRecentBlockhash(decoded, replacementBlockhash.blockhash));
    }
    const loaded = resolveLoadedAddresses(target.message, (a) => this.readAccount(a));
    const keys = transactionAccountKeys(target.message, loaded ?? EMPTY_LOADED);
    const pre = keys.map((key) => this.readAccount(key));
    const fee = transactionFee(target.message);
    const outcome = (
      err: TransactionErrorJson | null,
      details: Omit<RuntimeMeta, 'err' | 'fee'>,
      postAccounts: Map<string, LedgerAccount | null>,
    ): SimulationOutcome => {
      const post = keys.map((key) => postAccounts.get(key.toBase58()) ?? null);
      const read = (address: PublicKey) => this.readAccount(address);
      return {
        err,
        fee,
        ...details,
        accountKeys: keys,
        postAccounts,
        replacementBlockhash,
        preBalances: pre.map((account) => account?.lamports ?? 0n),
        postBalances: post.map((account) => account?.lamports ?? 0n),
        preTokenBalances: tokenBalancesOf(keys, pre, read),
        postTokenBalances: tokenBalancesOf(keys, post, read),
      };
    };
    const unchanged = new Map(keys.map((key, i) => [key.toBase58(), pre[i] ?? null]));
    const noDetails = {
      logs: [],
      computeUnitsConsumed: 0n,
      innerInstructions: [],
      returnData: null,
    };
    if (options.sigVerify && !verifyTransactionSignatures(target)) {
      return outcome('SignatureFailure', noDetails, unchanged);
    }
    if (!replacementBlockhash && !this.blockhashAccepted(target)) {
      return outcome('BlockhashNotFound', noDetails, unchanged);
    }
    if (this.isMixed(target.message, keys)) {
      if (loaded === null) return outcome('AddressLookupTableNotFound', noDetails, unchanged);
      const payerKey = keys[0];
      const payer = pre[0] ?? null;
      if (payerKey === undefined || payer === null) {
        return outcome('AccountNotFound', noDetails, unchanged);
      }
      if (payer.lamports < fee) return outcome('InsufficientFundsForFee', noDetails, unchanged);
      // Executed on the live state, read, then put back: nothing is committed or announced.
      this.svm.setAccount(payerKey, { ...payer, lamports: payer.lamports - fee });
      try {
        const result = this.runInstructions(target, keys, loaded);
        const post = new Map(keys.map((key) => [key.toBase58(), this.svm.getAccount(key)]));
        const { err, ...details } = result;
        return outcome(err, details, post);
      } finally {
        keys.forEach((key, i) => {
          this.svm.setAccount(key, pre[i] ?? closedAccount());
        });
      }
    }
    const result = this.svm.simulate(target.wire, false);
    if (result instanceof FailedTransactionMetadata) {
      return outcome(
        transactionErrorFromSvm(result.err()),
        runtimeDetails(result.meta()),
        unchanged,
      );
    }
    const post = new Map(unchanged);
    for (const entry of result.postAccounts()) {
      const account = entry.account();
      const lamports = account.lamports();
      post.set(
        new PublicKey(entry.address).toBase58(),
        lamports === 0n
          ? null
          : {
              lamports,
              owner: new PublicKey(account.owner()),
              data: account.data(),
              executable: account.executable(),
              rentEpoch: account.rentEpoch(),
            },
      );
    }
    return outcome(null, runtimeDetails(result.meta()), post);
  }

  /** Sends lamports from the faucet with an ordinary signed transfer. */
  airdrop(to: PublicKey, lamports: bigint): ExecutionOutcome {
    const faucet = this.options.faucet();
    const tx = new Transaction({
      feePayer: faucet.publicKey,
      recentBlockhash: this.latestBlockhash().blockhash,
    }).add(SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports }));
    tx.sign(faucet);
    return this.execute(decodeWireTransaction(tx.serialize()));
  }

  private emitAccount(address: PublicKey, account: LedgerAccount | null): void {
    if (this.eventsMuted) return;
    this.events.emit('account', { address, account, slot: this.currentSlot });
  }
}

/** A stand-in bank hash per slot for SlotHashes (only its presence is ever checked). */
function slotHash(slot: bigint): string {
  return encodeBase58(createHash('sha256').update(`keel-sandbox:slot:${slot}`).digest());
}

function innerInstructionsOf(lists: InnerInstruction[][]): RecordedInnerInstructions[] {
  const out: RecordedInnerInstructions[] = [];
  lists.forEach((list, index) => {
    if (list.length === 0) return;
    out.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: ix.data(),
          stackHeight: inner.stackHeight(),
        };
      }),
    });
  });
  return out;
}

function returnDataOf(meta: TransactionMetadata): ReturnData | null {
  const returned = meta.returnData();
  const data = returned.data();
  if (data.length === 0) return null;
  return { programId: new PublicKey(returned.programId()).toBase58(), data };
}

function runtimeDetails(meta: TransactionMetadata) {
  return {
    logs: meta.logs(),
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    innerInstructions: innerInstructionsOf(meta.innerInstructions()),
    returnData: returnDataOf(meta),
  };
}
