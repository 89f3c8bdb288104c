import { VersionedMessage } from '@solana/web3.js';
import { firstSlotOfEpoch } from '../../chain/chain-time';
import { transactionFee } from '../../chain/wire-transaction';
import type { RpcHandler } from '../json-rpc';
import { nonNegativeIntegerParam, pubkeyListParam, readConfig, stringParam } from '../params';
import { FEATURE_SET, type RpcContext, SOLANA_CORE_VERSION, withContext } from '../rpc-context';
import { BLOCK_NOT_AVAILABLE, invalidParams, RpcError } from '../rpc-error';

const SAMPLE_PERIOD_SECONDS = 60;
const MAX_PERFORMANCE_SAMPLES = 720;
const PRIORITIZATION_FEE_SLOTS = 150;
const MAX_PRIORITIZATION_ADDRESSES = 128;

export function clusterMethods({
  ledger,
  genesisHash,
  identity,
}: RpcContext): Record<string, RpcHandler> {
  const slotsPerSample = Math.round((SAMPLE_PERIOD_SECONDS * 1000) / ledger.timing.slotMs);
  return {
    getSlot: ([rawConfig]) => {
      readConfig(rawConfig, ledger);
      return ledger.slot;
    },

    getBlockHeight: ([rawConfig]) => {
      readConfig(rawConfig, ledger);
      return ledger.blockHeight;
    },

    getBlockTime: ([slot]) => {
      const requested = nonNegativeIntegerParam(slot, 'slot');
      if (requested > ledger.slot) {
        throw new RpcError(BLOCK_NOT_AVAILABLE, `Block not available for slot ${requested}`);
      }
      return ledger.blockTime(requested);
    },

    getEpochInfo: ([rawConfig]) => {
      readConfig(rawConfig, ledger);
      const epoch = ledger.epoch();
      return {
        absoluteSlot: ledger.slot,
        blockHeight: ledger.blockHeight,
        epoch,
        slotIndex: ledger.slot - firstSlotOfEpoch(ledger.timing, epoch),
        slotsInEpoch: ledger.timing.slotsPerEpoch,
        transactionCount: ledger.records.count,
      };
    },

    getEpochSchedule: () => ({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: ledger.timing.slotsPerEpoch,
      slotsPerEpoch: ledger.timing.slotsPerEpoch,
      warmup: false,
    }),

    getLatestBlockhash: ([rawConfig]) => {
      readConfig(rawConfig, ledger);
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
      return withContext(ledger, { blockhash, lastValidBlockHeight });
    },

    isBlockhashValid: ([blockhash, rawConfig]) => {
      const hash = stringParam(blockhash, 'blockhash');
      readConfig(rawConfig, ledger);
      return withContext(ledger, ledger.isBlockhashValid(hash));
    },

    getFeeForMessage: ([message, rawConfig]) => {
      const text = stringParam(message, 'message');
      readConfig(rawConfig, ledger);
      let decoded: VersionedMessage;
      try {
        decoded = VersionedMessage.deserialize(Buffer.from(text, 'base64'));
      } catch {
        throw invalidParams('Invalid params: invalid message');
      }
      const fee = ledger.isBlockhashValid(decoded.recentBlockhash) ? transactionFee(decoded) : null;
      return withContext(ledger, fee);
    },

    getRecentPerformanceSamples: ([limit]) => {
      const count =
        limit === undefined || limit === null
          ? MAX_PERFORMANCE_SAMPLES
          : nonNegativeIntegerParam(limit, 'limit');
      if (count > MAX_PERFORMANCE_SAMPLES) {
        throw invalidParams(`Invalid limit; max ${MAX_PERFORMANCE_SAMPLES}`);
      }
      const samples = [];
      for (let i = 0; i < count; i += 1) {
        const end = ledger.slot - i * slotsPerSample;
        if (end - slotsPerSample < 0) break;
        const transactions = ledger.records.inSlots(end - slotsPerSample + 1, end).length;
        samples.push({
          slot: end,
          numSlots: slotsPerSample,
          numTransactions: transactions,
          numNonVoteTransactions: transactions,
          samplePeriodSecs: SAMPLE_PERIOD_SECONDS,
        });
      }
      return samples;
    },

    getRecentPrioritizationFees: ([addresses]) => {
      const keys =
        addresses === undefined || addresses === null
          ? []
          : pubkeyListParam(addresses, MAX_PRIORITIZATION_ADDRESSES).map((key) => key.toBase58());
      const from = Math.max(0, ledger.slot - PRIORITIZATION_FEE_SLOTS + 1);
      const bySlot = new Map<number, bigint>();
      for (const record of ledger.records.inSlots(from, ledger.slot)) {
        const locks = keys.every((key) =>
          record.accountKeys.some((k, i) => k === key && record.writable[i] === true),
        );
        if (!locks) continue;
        const current = bySlot.get(record.slot);
        if (current === undefined || record.computeUnitPrice < current) {
          bySlot.set(record.slot, record.computeUnitPrice);
        }
      }
      const fees = [];
      for (let slot = from; slot <= ledger.slot; slot += 1) {
        fees.push({ slot, prioritizationFee: bySlot.get(slot) ?? 0n });
      }
      return fees;
    },

    getTransactionCount: ([rawConfig]) => {
      readConfig(rawConfig, ledger);
      return ledger.records.count;
    },

    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': FEATURE_SET }),

    getHealth: () => 'ok',

    getGenesisHash: () => genesisHash,

    getIdentity: () => ({ identity }),
  };
}
