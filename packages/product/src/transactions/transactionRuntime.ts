/**
 * The transaction code (web3.js, the pipeline, notifications), loaded by the first send so that
 * screens that only read never download it.
 */
import { createTransactionPipeline } from '@keel/wallet-connect';
import { createRunRecorder } from './log/recordRun';
import { restoreRequest } from './log/requestCodec';
import { runTransactions } from './runTransactions';

export const transactionRuntime = {
  createTransactionPipeline,
  runTransactions,
  createRunRecorder,
  restoreRequest,
};
