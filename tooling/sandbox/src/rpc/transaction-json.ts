/** Transactions and their metadata in the shapes getTransaction / simulateTransaction return. */

import type { TransactionErrorJson } from '../chain/transaction-error';
import type {
  RecordedInnerInstructions,
  ReturnData,
  TransactionRecord,
} from '../chain/transaction-record';
import { encodeBase58 } from '../encoding/base58';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

export function innerInstructionsJson(
  lists: readonly RecordedInnerInstructions[],
  accountKeys: readonly string[],
  parsed: boolean,
) {
  return lists.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((ix) =>
      parsed
        ? {
            programId: accountKeys[ix.programIdIndex] ?? '',
            accounts: ix.accounts.map((i) => accountKeys[i] ?? ''),
            data: encodeBase58(ix.data),
            stackHeight: ix.stackHeight,
          }
        : {
            programIdIndex: ix.programIdIndex,
            accounts: ix.accounts,
            data: encodeBase58(ix.data),
            stackHeight: ix.stackHeight,
          },
    ),
  }));
}

export function returnDataJson(returnData: ReturnData | null) {
  if (returnData === null) return null;
  return {
    programId: returnData.programId,
    data: [Buffer.from(returnData.data).toString('base64'), 'base64'],
  };
}

export function statusJson(err: TransactionErrorJson | null) {
  return err === null ? { Ok: null } : { Err: err };
}

function messageJson(record: TransactionRecord, parsed: boolean) {
  const { message } = record.decoded;
  const staticCount = message.staticAccountKeys.length;
  const accountKeys = parsed
    ? record.accountKeys.map((pubkey, i) => ({
        pubkey,
        signer: record.signers[i] ?? false,
        source: i < staticCount ? 'transaction' : 'lookupTable',
        writable: record.writable[i] ?? false,
      }))
    : message.staticAccountKeys.map((key) => key.toBase58());
  const instructions = message.compiledInstructions.map((ix) =>
    parsed
      ? {
          programId: record.accountKeys[ix.programIdIndex] ?? '',
          accounts: ix.accountKeyIndexes.map((i) => record.accountKeys[i] ?? ''),
          data: encodeBase58(ix.data),
          stackHeight: null,
        }
      : {
          programIdIndex: ix.programIdIndex,
          accounts: ix.accountKeyIndexes,
          data: encodeBase58(ix.data),
          stackHeight: null,
        },
  );
  const lookups =
    record.decoded.version === 0
      ? {
          addressTableLookups: message.addressTableLookups.map((lookup) => ({
            accountKey: lookup.accountKey.toBase58(),
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {};
  return {
    accountKeys,
    header: message.header,
    instructions,
    recentBlockhash: message.recentBlockhash,
    ...lookups,
  };
}

function encodedTransaction(record: TransactionRecord, encoding: TransactionEncoding) {
  if (encoding === 'base64') return [Buffer.from(record.decoded.wire).toString('base64'), 'base64'];
  if (encoding === 'base58') return [encodeBase58(record.decoded.wire), 'base58'];
  return {
    signatures: record.decoded.transaction.signatures.map((s) => encodeBase58(s)),
    message: messageJson(record, encoding === 'jsonParsed'),
  };
}

function metaJson(record: TransactionRecord, encoding: TransactionEncoding) {
  const parsed = encoding === 'jsonParsed';
  const returnData = returnDataJson(record.returnData);
  return {
    err: record.err,
    status: statusJson(record.err),
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: innerInstructionsJson(record.innerInstructions, record.accountKeys, parsed),
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    ...(parsed
      ? {}
      : {
          loadedAddresses: {
            writable: record.loadedAddresses.writable.map((k) => k.toBase58()),
            readonly: record.loadedAddresses.readonly.map((k) => k.toBase58()),
          },
        }),
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(returnData === null ? {} : { returnData }),
  };
}

/** getTransaction's result; `version` only when the caller declared a supported version. */
export function confirmedTransactionJson(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  includeVersion: boolean,
) {
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    transaction: encodedTransaction(record, encoding),
    meta: metaJson(record, encoding),
    ...(includeVersion ? { version: record.decoded.version } : {}),
  };
}
