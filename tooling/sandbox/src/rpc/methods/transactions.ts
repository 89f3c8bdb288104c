import type { SimulationOutcome } from '../../chain/ledger';
import { verifyTransactionSignatures } from '../../chain/signature-check';
import { describeTransactionError } from '../../chain/transaction-error';
import {
  type DecodedTransaction,
  decodeWireTransaction,
  TransactionDecodeError,
} from '../../chain/wire-transaction';
import { Base58DecodeError, decodeBase58 } from '../../encoding/base58';
import { accountEncodingOptions, uiAccount } from '../account-encoding';
import type { RpcHandler } from '../json-rpc';
import {
  type Config,
  checkCommitment,
  configParam,
  nonNegativeIntegerParam,
  optionalBoolean,
  pubkeyListParam,
  pubkeyParam,
  readConfig,
  stringParam,
} from '../params';
import { type RpcContext, withContext } from '../rpc-context';
import {
  INVALID_REQUEST,
  invalidParams,
  RpcError,
  SEND_TRANSACTION_PREFLIGHT_FAILURE,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  UNSUPPORTED_TRANSACTION_VERSION,
} from '../rpc-error';
import {
  confirmedTransactionJson,
  innerInstructionsJson,
  returnDataJson,
  statusJson,
  type TransactionEncoding,
} from '../transaction-json';

/** Largest transaction the network carries (`PACKET_DATA_SIZE`). */
const MAX_TRANSACTION_BYTES = 1232;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function wireParam(value: unknown, config: Config): DecodedTransaction {
  const text = stringParam(value, 'transaction');
  const encoding = config.encoding ?? 'base58';
  let wire: Uint8Array;
  if (encoding === 'base64') {
    if (!BASE64.test(text)) throw invalidParams('invalid base64 encoding');
    wire = Buffer.from(text, 'base64');
  } else if (encoding === 'base58') {
    try {
      wire = decodeBase58(text);
    } catch (error) {
      if (error instanceof Base58DecodeError) throw invalidParams('invalid base58 encoding');
      throw error;
    }
  } else {
    throw invalidParams(`Invalid params: unsupported encoding \`${String(encoding)}\``);
  }
  if (wire.length > MAX_TRANSACTION_BYTES) {
    throw invalidParams(
      `${String(encoding)} encoded transaction too large: ${wire.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    );
  }
  try {
    return decodeWireTransaction(wire);
  } catch (error) {
    if (error instanceof TransactionDecodeError) {
      throw invalidParams(`invalid transaction: ${error.message}`);
    }
    throw error;
  }
}

function transactionEncodingOf(config: Config): TransactionEncoding {
  const encoding = config.encoding ?? 'json';
  if (
    encoding !== 'json' &&
    encoding !== 'jsonParsed' &&
    encoding !== 'base64' &&
    encoding !== 'base58'
  ) {
    throw invalidParams(`Invalid params: unknown variant \`${String(encoding)}\``);
  }
  return encoding;
}

/** The simulation result object, shared by simulateTransaction and preflight failures. */
function simulationValue(
  outcome: SimulationOutcome,
  extras: { accounts: unknown; innerInstructions: boolean },
) {
  const keys = outcome.accountKeys.map((key) => key.toBase58());
  return {
    err: outcome.err,
    logs: outcome.logs,
    accounts: extras.accounts,
    unitsConsumed: outcome.computeUnitsConsumed,
    returnData: returnDataJson(outcome.returnData),
    innerInstructions: extras.innerInstructions
      ? innerInstructionsJson(outcome.innerInstructions, keys, true)
      : null,
    replacementBlockhash: outcome.replacementBlockhash && {
      blockhash: outcome.replacementBlockhash.blockhash,
      lastValidBlockHeight: outcome.replacementBlockhash.lastValidBlockHeight,
    },
    fee: outcome.fee,
    preBalances: outcome.preBalances,
    postBalances: outcome.postBalances,
    preTokenBalances: outcome.preTokenBalances,
    postTokenBalances: outcome.postTokenBalances,
  };
}

export function transactionMethods({ ledger, hold }: RpcContext): Record<string, RpcHandler> {
  const read = ledger.readAccount.bind(ledger);

  const preflight = (decoded: DecodedTransaction) => {
    if (!verifyTransactionSignatures(decoded)) {
      throw new RpcError(
        TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
        'Transaction signature verification failure',
      );
    }
    // Like a validator's preflight, this simulates against current state without the status
    // cache: a resent duplicate passes here and is then dropped as already processed.
    const outcome = ledger.simulate(decoded, { sigVerify: false, replaceRecentBlockhash: false });
    if (outcome.err !== null) {
      throw new RpcError(
        SEND_TRANSACTION_PREFLIGHT_FAILURE,
        `Transaction simulation failed: ${describeTransactionError(outcome.err)}`,
        simulationValue(outcome, { accounts: null, innerInstructions: false }),
      );
    }
  };

  return {
    sendTransaction: ([transaction, rawConfig]) => {
      const config = configParam(rawConfig);
      if (config.preflightCommitment !== undefined) {
        checkCommitment({ commitment: config.preflightCommitment });
      }
      readConfig({ minContextSlot: config.minContextSlot }, ledger);
      const decoded = wireParam(transaction, config);
      if (!optionalBoolean(config, 'skipPreflight', false)) preflight(decoded);
      // Held by the control API: accepted, never executed (re-sends included).
      if (hold?.takes(decoded.signature)) return decoded.signature;
      // Without preflight, a transaction the runtime refuses to land is dropped, as a
      // validator drops it: the signature is returned and its status stays null.
      ledger.execute(decoded);
      return decoded.signature;
    },

    simulateTransaction: ([transaction, rawConfig]) => {
      const config = readConfig(rawConfig, ledger);
      const decoded = wireParam(transaction, config);
      const sigVerify = optionalBoolean(config, 'sigVerify', false);
      const replaceRecentBlockhash = optionalBoolean(config, 'replaceRecentBlockhash', false);
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      if (sigVerify && !verifyTransactionSignatures(decoded)) {
        throw new RpcError(
          TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
          'Transaction signature verification failure',
        );
      }
      const outcome = ledger.simulate(decoded, { sigVerify: false, replaceRecentBlockhash });
      let accounts: unknown = null;
      if (config.accounts !== undefined && config.accounts !== null) {
        const accountsConfig = configParam(config.accounts);
        const addresses = pubkeyListParam(
          accountsConfig.addresses ?? [],
          outcome.accountKeys.length,
        );
        const options = accountEncodingOptions(accountsConfig, 'base64');
        if (options.encoding === 'binary' || options.encoding === 'base58') {
          throw invalidParams('Invalid params: base58 encoding not supported');
        }
        accounts = addresses.map((address) => {
          const key = address.toBase58();
          const state = outcome.postAccounts.has(key)
            ? (outcome.postAccounts.get(key) ?? null)
            : ledger.readAccount(address);
          return state === null ? null : uiAccount(address, state, options, read);
        });
      }
      const innerInstructions = optionalBoolean(config, 'innerInstructions', false);
      return withContext(ledger, simulationValue(outcome, { accounts, innerInstructions }));
    },

    getSignatureStatuses: ([signatures, rawConfig]) => {
      configParam(rawConfig);
      if (!Array.isArray(signatures)) throw invalidParams('Invalid params: expected signatures');
      if (signatures.length > MAX_SIGNATURE_STATUSES) {
        throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
      }
      const value = signatures.map((signature) => {
        const record = ledger.records.get(stringParam(signature, 'signature'));
        if (record === undefined) return null;
        return {
          slot: record.slot,
          confirmations: null,
          err: record.err,
          status: statusJson(record.err),
          confirmationStatus: 'finalized',
        };
      });
      return withContext(ledger, value);
    },

    getTransaction: ([signature, rawConfig]) => {
      const config =
        typeof rawConfig === 'string' ? { encoding: rawConfig } : readConfig(rawConfig, ledger);
      const commitment = checkCommitment(config);
      if (commitment === 'processed' || commitment === 'recent') {
        throw invalidParams('Method does not support commitment below `confirmed`');
      }
      const encoding = transactionEncodingOf(config);
      const maxVersion = config.maxSupportedTransactionVersion;
      const record = ledger.records.get(stringParam(signature, 'signature'));
      if (record === undefined) return null;
      if (record.decoded.version === 0 && (maxVersion === undefined || maxVersion === null)) {
        throw new RpcError(
          UNSUPPORTED_TRANSACTION_VERSION,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        );
      }
      return confirmedTransactionJson(
        record,
        encoding,
        maxVersion !== undefined && maxVersion !== null,
      );
    },

    getSignaturesForAddress: ([address, rawConfig]) => {
      const key = pubkeyParam(address).toBase58();
      const config = readConfig(rawConfig, ledger);
      const limit =
        config.limit === undefined || config.limit === null
          ? MAX_SIGNATURES_FOR_ADDRESS
          : nonNegativeIntegerParam(config.limit, 'limit');
      if (limit > MAX_SIGNATURES_FOR_ADDRESS) throw invalidParams('Invalid limit; max 1000');
      const before = typeof config.before === 'string' ? config.before : null;
      const until = typeof config.until === 'string' ? config.until : null;
      const out = [];
      let started = before === null;
      for (const record of ledger.records.newestFirst()) {
        if (!started) {
          started = record.signature === before;
          continue;
        }
        if (record.signature === until) break;
        if (!record.accountKeys.includes(key)) continue;
        out.push({
          signature: record.signature,
          slot: record.slot,
          err: record.err,
          memo: null,
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        });
        if (out.length >= limit) break;
      }
      return out;
    },

    requestAirdrop: ([address, lamports, rawConfig]) => {
      const to = pubkeyParam(address);
      const amount = nonNegativeIntegerParam(lamports, 'lamports');
      readConfig(rawConfig, ledger);
      if (amount === 0) throw invalidParams('Invalid params: lamports must be positive');
      const outcome = ledger.airdrop(to, BigInt(amount));
      if (!outcome.landed || outcome.record.err !== null) {
        const err = outcome.landed ? outcome.record.err : outcome.err;
        throw new RpcError(
          INVALID_REQUEST,
          `airdrop request failed: ${err === null ? 'unknown' : describeTransactionError(err)}`,
        );
      }
      return outcome.record.signature;
    },
  };
}
