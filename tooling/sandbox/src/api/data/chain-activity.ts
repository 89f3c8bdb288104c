import type { LedgerAccount } from '../../chain/ledger-account';
import type { TransactionRecord } from '../../chain/transaction-record';
import { type Decimal, dec, ZERO } from './decimal';
import { KLEND_PROGRAM_ID_TEXT, type KlendAction, klendActionsOf } from './klend-actions';
import { liquidationActionsOf } from './liquidation-actions';

/** What the API reads of the chain: accounts, the slot and the transactions that landed. */
export interface ApiChainView {
  readAccount(address: import('@solana/web3.js').PublicKey): LedgerAccount | null;
  readonly slot: number;
  /** Landed transactions (cleared when the chain resets). */
  readonly records: { newestFirst(): TransactionRecord[] };
}

/** One change of an owner's balance of a mint in a landed transaction. */
export interface TokenFlow {
  signature: string;
  /** When it landed (epoch ms). */
  time: number;
  /** Whole tokens; negative when the balance fell. */
  delta: Decimal;
}

/** A lending action on one obligation in a landed transaction. */
export interface ObligationAction extends KlendAction {
  signature: string;
  time: number;
}

/**
 * What an indexer learns from the sandbox chain's landed transactions: owners' token balance
 * changes (earn and strategy shares) and lending actions by obligation. The user routes add these
 * to the seeded history, so after a write they answer what the chain now holds, as the real API
 * does once it has indexed the transaction. Without a chain (a world served alone) nothing landed.
 */
export class ChainActivity {
  private readonly flowsByRecord = new WeakMap<TransactionRecord, Map<string, Decimal>>();
  private readonly actionsByRecord = new WeakMap<TransactionRecord, KlendAction[]>();

  constructor(private readonly chain: ApiChainView | undefined) {}

  /** Landed transactions, oldest first. */
  private landed(): TransactionRecord[] {
    return this.chain ? this.chain.records.newestFirst().reverse() : [];
  }

  /**
   * The owner's balance changes of `mint` in transactions that invoke `program` (the vault's or
   * the strategy's: its deposits and withdrawals, not a farm's stake or a plain transfer), oldest
   * first; transactions that left the balance unchanged are omitted.
   */
  tokenFlows(owner: string, mint: string, program: string): TokenFlow[] {
    const key = flowKey(owner, mint);
    return this.landed().flatMap((record) => {
      if (!invokes(record, program)) return [];
      const delta = this.flowsOf(record).get(key);
      return delta === undefined || delta.isZero()
        ? []
        : [{ signature: record.signature, time: record.blockTime * 1000, delta }];
    });
  }

  /** Lending actions on `obligation`, oldest first. */
  obligationActions(obligation: string): ObligationAction[] {
    return this.klendActions().filter((action) => action.obligation === obligation);
  }

  /** Every lending action that landed, oldest first. */
  klendActions(): ObligationAction[] {
    return this.landed().flatMap((record) =>
      this.actionsOf(record).map((action) => ({
        ...action,
        signature: record.signature,
        time: record.blockTime * 1000,
      })),
    );
  }

  readAccount(address: import('@solana/web3.js').PublicKey): LedgerAccount | null {
    return this.chain?.readAccount(address) ?? null;
  }

  private flowsOf(record: TransactionRecord): Map<string, Decimal> {
    let flows = this.flowsByRecord.get(record);
    if (flows === undefined) {
      flows = new Map();
      const add = (owner: string, mint: string, amount: string, decimals: number, sign: 1 | -1) => {
        const key = flowKey(owner, mint);
        const whole = dec(amount).div(dec(10).pow(decimals)).mul(sign);
        flows?.set(key, (flows.get(key) ?? ZERO).plus(whole));
      };
      for (const b of record.postTokenBalances)
        add(b.owner, b.mint, b.uiTokenAmount.amount, b.uiTokenAmount.decimals, 1);
      for (const b of record.preTokenBalances)
        add(b.owner, b.mint, b.uiTokenAmount.amount, b.uiTokenAmount.decimals, -1);
      this.flowsByRecord.set(record, flows);
    }
    return flows;
  }

  private actionsOf(record: TransactionRecord): KlendAction[] {
    let actions = this.actionsByRecord.get(record);
    if (actions === undefined) {
      actions =
        record.err === null && invokes(record, KLEND_PROGRAM_ID_TEXT)
          ? [...klendActionsOf(record), ...liquidationActionsOf(record)]
          : [];
      this.actionsByRecord.set(record, actions);
    }
    return actions;
  }
}

const flowKey = (owner: string, mint: string) => `${owner}|${mint}`;

/** Whether a top-level instruction of the transaction is `program`'s. */
function invokes(record: TransactionRecord, program: string): boolean {
  return record.decoded.message.compiledInstructions.some(
    (ix) => record.accountKeys[ix.programIdIndex] === program,
  );
}
