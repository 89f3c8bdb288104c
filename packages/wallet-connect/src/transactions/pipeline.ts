import { CONFIRMATION_TIMEOUT_MS, WalletNotConnectedError } from '@keel/chain-readers';
import type {
  AddressLookupTableAccount,
  PublicKey,
  RecentPrioritizationFees,
  VersionedTransaction,
} from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { buildTransaction, writableAccounts } from './buildTransaction';
import {
  computeUnitLimit,
  DEFAULT_COMPUTE_UNIT_MARGIN_PERCENT,
  MAX_COMPUTE_UNITS,
} from './computeUnits';
import { confirmTransaction, DEFAULT_POLL_INTERVAL_MS } from './confirmTransaction';
import { fetchLookupTables } from './lookupTables';
import type {
  PipelineEvent,
  PipelineSettings,
  TransactionRequest,
  TransactionResult,
  TransactionSigner,
} from './pipelineTypes';
import { computeUnitPrice, DEFAULT_MAX_PRIORITY_FEE_SOL } from './priorityFee';
import { type ProgramErrorRegistry, programErrorRegistry } from './programErrorRegistry';
import { programErrorOf } from './runtimeError';
import { sendToAll } from './sendTransaction';
import {
  isNothingToCompare,
  type SimulationCheck,
  type SimulationVerdict,
  simulatedAccounts,
  simulationAccountsConfig,
} from './simulationCheck';
import {
  PreviewDisagreesError,
  SimulationFailedError,
  TransactionCancelledError,
  TransactionPipelineError,
  WalletCannotSignError,
} from './transactionErrors';
import type { PipelineConnections } from './transactionRpc';
import { readWalletMovements, type TokenMovement } from './walletMovements';

export const DEFAULT_RESEND_INTERVAL_MS = 2_000;

export interface TransactionPipelineConfig {
  connections: PipelineConnections;
  wallet: TransactionSigner | (() => TransactionSigner);
  /** Read at each run, e.g. `() => settingsStore.getState()`. */
  settings: () => PipelineSettings;
  programErrors?: ProgramErrorRegistry;
  maxPriorityFeeSol?: Decimal;
  computeUnitMarginPercent?: number;
  /** Defaults to 120 s (O§7). */
  confirmationTimeoutMs?: number;
  pollIntervalMs?: number;
  /** How often an unconfirmed transaction is sent again to both nodes. */
  resendIntervalMs?: number;
  /** Told about failures that did not stop a run (an extra-send node refusing). */
  reportError?: (error: unknown) => void;
}

export interface RunOptions {
  signal?: AbortSignal;
  onEvent?: (event: PipelineEvent) => void;
  /** Go on although a check disagrees (the user saw both values and chose to). */
  acceptDisagreement?: boolean;
  /**
   * Asked, before the wallet opens, about a check that disagrees: resolves true only when the
   * user saw both values and chose to sign anyway. Without it (or on false) the run stops.
   */
  reviewDisagreement?: (disagreement: PreviewDisagreesError) => Promise<boolean>;
}

interface Prepared {
  request: TransactionRequest;
  lookupTables: AddressLookupTableAccount[];
  limit: number;
  simulated: boolean;
  /** The check's verdict; undefined without a check or when it could not run. */
  verdict: SimulationVerdict | undefined;
  /** What the simulated transaction moves in and out of the wallet (checked requests only). */
  movements: readonly TokenMovement[];
}

/** The request's check of figures; none for a request without one or with nothing to compare. */
function checkOf(request: TransactionRequest): SimulationCheck | undefined {
  const { check } = request;
  return check === undefined || isNothingToCompare(check) ? undefined : check;
}

/** The check's accounts first (in its order), then the wallet's that are not among them. */
function checkedAddresses(check: SimulationCheck, movementAddresses: readonly string[]) {
  return [...new Set([...check.accounts.map((a) => a.toBase58()), ...movementAddresses])];
}

/**
 * The one transaction pipeline (ARCHITECTURE practice 5): build → v0 message with lookup tables
 * → simulate to size compute units → priority fee from the user's level, capped → the wallet
 * signs all → each is sent to the primary and the extra node and confirmed (status vs blockhash
 * expiry vs timeout, cancellable) before the next is sent.
 */
export function createTransactionPipeline(config: TransactionPipelineConfig) {
  const registry = config.programErrors ?? programErrorRegistry;
  const rpc = config.connections.send;
  const wallet = () => (typeof config.wallet === 'function' ? config.wallet() : config.wallet);

  const throwIfAborted = (signal: AbortSignal | undefined, label: string) => {
    if (signal?.aborted) throw new TransactionCancelledError(label);
  };

  async function prepare(
    request: TransactionRequest,
    payer: PublicKey,
    blockhash: string,
    versioned: boolean,
  ): Promise<Prepared> {
    const tables = versioned
      ? await fetchLookupTables(rpc, request.lookupTableAddresses ?? [], request.label)
      : new Map<string, AddressLookupTableAccount>();
    const lookupTables = [...tables.values()];
    if (request.computeUnitLimit !== undefined) {
      return {
        request,
        lookupTables,
        limit: computeUnitLimit(request.computeUnitLimit, 0),
        simulated: false,
        verdict: undefined,
        movements: [],
      };
    }
    const draft = buildTransaction({
      payer,
      recentBlockhash: blockhash,
      instructions: request.instructions,
      lookupTables,
      computeUnitLimit: MAX_COMPUTE_UNITS,
      computeUnitPrice: 0n,
      versioned,
    });
    const check = checkOf(request);
    // The wallet's balances before are read beside the simulation, not after it.
    const movements = check ? readWalletMovements(rpc, payer, request.instructions) : undefined;
    const addresses = check ? checkedAddresses(check, movements?.addresses ?? []) : [];
    const [{ value }, before] = await Promise.all([
      rpc.simulateTransaction(draft, {
        sigVerify: false,
        replaceRecentBlockhash: true,
        commitment: 'confirmed',
        ...(check ? { accounts: simulationAccountsConfig(addresses) } : {}),
      }),
      movements?.before,
    ]);
    if (value.err !== null) {
      throw new SimulationFailedError(
        request.label,
        value.err,
        value.logs ?? [],
        programErrorOf(value.err, draft.message, registry),
      );
    }
    const after = simulatedAccounts(addresses, value);
    const moved =
      movements && before
        ? await movements.settle(before, after, draft.message.header.numRequiredSignatures)
        : [];
    return {
      request,
      lookupTables,
      limit: computeUnitLimit(
        value.unitsConsumed,
        config.computeUnitMarginPercent ?? DEFAULT_COMPUTE_UNIT_MARGIN_PERCENT,
      ),
      simulated: true,
      verdict: check ? check.verify(after, { movements: moved }) : undefined,
      movements: moved,
    };
  }

  /**
   * Reports each check; a disagreement stops the run before signing unless accepted. `at` is told
   * the transaction being settled, so a failure names that transaction rather than the first.
   */
  async function settleChecks(
    prepared: readonly Prepared[],
    options: RunOptions,
    at: (index: number) => void,
  ) {
    for (const [index, item] of prepared.entries()) {
      at(index);
      const { label, check } = item.request;
      if (check === undefined) continue;
      if (isNothingToCompare(check)) {
        options.onEvent?.({
          type: 'nothing-to-compare',
          index,
          label,
          reason: check.nothingToCompare,
        });
        continue;
      }
      if (item.verdict === undefined) {
        options.onEvent?.({ type: 'unchecked', index, label });
        continue;
      }
      if (item.verdict.disagreement !== undefined && !options.acceptDisagreement) {
        const disagreement = new PreviewDisagreesError(label, item.verdict, item.movements);
        const accepted = (await options.reviewDisagreement?.(disagreement)) ?? false;
        if (!accepted) throw disagreement;
      }
      options.onEvent?.({
        type: 'checked',
        index,
        label,
        verdict: item.verdict,
        movements: item.movements,
      });
    }
  }

  async function recentFees(
    requests: readonly TransactionRequest[],
    settings: PipelineSettings,
  ): Promise<number[]> {
    if (settings.priorityFeeType === 'custom') return [];
    const accounts = writableAccounts(requests.flatMap((request) => request.instructions));
    const fees: RecentPrioritizationFees[] = await rpc.getRecentPrioritizationFees({
      lockedWritableAccounts: accounts,
    });
    return fees.map((fee) => fee.prioritizationFee);
  }

  async function sign(
    signer: TransactionSigner,
    transactions: VersionedTransaction[],
    label: string,
  ): Promise<VersionedTransaction[]> {
    if (signer.signAllTransactions) return signer.signAllTransactions(transactions);
    const signOne = signer.signTransaction;
    if (signOne === undefined) throw new WalletCannotSignError(label);
    const signed: VersionedTransaction[] = [];
    for (const transaction of transactions) signed.push(await signOne(transaction));
    return signed;
  }

  async function run(
    requests: readonly TransactionRequest[],
    options: RunOptions = {},
  ): Promise<TransactionResult[]> {
    const { signal } = options;
    const emit = (event: PipelineEvent) => options.onEvent?.(event);
    const first = requests[0];
    if (first === undefined) return [];
    const signer = wallet();
    const payer = signer.publicKey;
    let current = 0;
    const results: TransactionResult[] = [];
    let signature: string | undefined;

    try {
      if (payer === null) throw new WalletNotConnectedError();
      throwIfAborted(signal, first.label);
      const settings = config.settings();
      const versioned = settings.isVersionedTxEnabled;
      const { blockhash, lastValidBlockHeight } = await rpc.getLatestBlockhash('confirmed');

      const prepared: Prepared[] = [];
      for (const [index, request] of requests.entries()) {
        current = index;
        prepared.push(await prepare(request, payer, blockhash, versioned));
        throwIfAborted(signal, request.label);
      }
      await settleChecks(prepared, options, (index) => {
        current = index;
      });
      current = 0;
      throwIfAborted(signal, first.label);
      const fees = await recentFees(requests, settings);
      const transactions = prepared.map((item) => {
        const transaction = buildTransaction({
          payer,
          recentBlockhash: blockhash,
          instructions: item.request.instructions,
          lookupTables: item.lookupTables,
          computeUnitLimit: item.limit,
          computeUnitPrice: computeUnitPrice({
            level: settings.priorityFeeType,
            recentFees: fees,
            customFeeSol: settings.priorityFee,
            computeUnitLimit: item.limit,
            maxFeeSol: config.maxPriorityFeeSol ?? DEFAULT_MAX_PRIORITY_FEE_SOL,
          }),
          versioned,
        });
        if (item.request.signers?.length) transaction.sign([...item.request.signers]);
        return transaction;
      });

      throwIfAborted(signal, first.label);
      emit({ type: 'signing', labels: requests.map((request) => request.label) });
      const signed = await sign(signer, transactions, first.label);
      throwIfAborted(signal, first.label);

      for (const [index, transaction] of signed.entries()) {
        current = index;
        signature = undefined;
        const item = prepared[index];
        if (item === undefined) break;
        const { label } = item.request;
        throwIfAborted(signal, label);
        const raw = transaction.serialize();
        const send = () =>
          sendToAll(raw, config.connections, {
            label,
            sendOptions: { skipPreflight: item.simulated, preflightCommitment: 'confirmed' },
            ...(config.reportError ? { onExtraSendError: config.reportError } : {}),
          });
        signature = await send();
        emit({ type: 'sent', index, label, signature, blockhash, lastValidBlockHeight });

        let lastSend = Date.now();
        const resendInterval = config.resendIntervalMs ?? DEFAULT_RESEND_INTERVAL_MS;
        await confirmTransaction({
          rpc,
          signature,
          label,
          lastValidBlockHeight,
          timeoutMs: config.confirmationTimeoutMs ?? CONFIRMATION_TIMEOUT_MS,
          pollIntervalMs: config.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
          ...(signal ? { signal } : {}),
          explainError: (error) => programErrorOf(error, transaction.message, registry),
          onPoll: () => {
            if (resendInterval <= 0 || Date.now() - lastSend < resendInterval) return;
            lastSend = Date.now();
            send().catch(() => {
              // The first send succeeded; a failed re-send changes nothing.
            });
          },
        });
        emit({ type: 'confirmed', index, label, signature });
        results.push({ label, signature });
      }
      return results;
    } catch (caught) {
      const label = requests[current]?.label ?? first.label;
      const error =
        caught instanceof Error ? caught : new TransactionPipelineError(label, String(caught));
      emit({
        type: 'failed',
        index: current,
        label,
        ...(signature !== undefined ? { signature } : {}),
        error,
      });
      for (const [index, request] of requests.entries()) {
        if (index > current) emit({ type: 'skipped', index, label: request.label });
      }
      throw error;
    }
  }

  return { run };
}

export type TransactionPipeline = ReturnType<typeof createTransactionPipeline>;
