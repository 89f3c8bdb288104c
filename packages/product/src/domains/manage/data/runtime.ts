/**
 * The manage domain's code that needs web3.js and the program writers, behind one dynamic import
 * (as the lending runtime): the screens' chunks stay small.
 */

import { createAddress } from '@keel/chain-readers';
import {
  type LendingMarketUpdate,
  type ReserveConfigUpdate,
  registerLendingProgramErrors,
  updateLendingMarketInstruction,
  updateReserveConfigInstruction,
} from '@keel/lending-programs';
import {
  nothingToCompare,
  programErrorRegistry,
  type TransactionRequest,
} from '@keel/wallet-connect';
import type { QueryKey } from '@tanstack/react-query';

let errorsRegistered = false;

function registerErrorsOnce(): void {
  if (errorsRegistered) return;
  registerLendingProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

export interface ReserveUpdateInput {
  owner: string;
  market: string;
  reserve: string;
  /** The updates in the order they are sent (each setting's, then the curve's). */
  changes: readonly { update: ReserveConfigUpdate }[];
  label: string;
}

/**
 * Why a market owner's edit has no figure to check: it moves no tokens and changes no position;
 * the form shows the values it sends, which the program stores as given.
 */
const SETTINGS_NOTHING_TO_COMPARE =
  'A settings change moves no tokens; the form shows the values it sends';

export const manageRuntime = {
  /** One transaction: an update_reserve_config per changed setting, in the changes' order. */
  reserveUpdateRequests(input: ReserveUpdateInput): TransactionRequest[] {
    registerErrorsOnce();
    const signer = createAddress(input.owner);
    const lendingMarket = createAddress(input.market);
    const reserve = createAddress(input.reserve);
    const instructions = input.changes.map((change) =>
      updateReserveConfigInstruction({ signer, lendingMarket, reserve, update: change.update }),
    );
    return [
      { label: input.label, instructions, check: nothingToCompare(SETTINGS_NOTHING_TO_COMPARE) },
    ];
  },
  /** One transaction: an update_lending_market per changed market setting. */
  marketUpdateRequests(input: {
    owner: string;
    market: string;
    updates: readonly LendingMarketUpdate[];
    label: string;
  }): TransactionRequest[] {
    registerErrorsOnce();
    const lendingMarketOwner = createAddress(input.owner);
    const lendingMarket = createAddress(input.market);
    const instructions = input.updates.map((update) =>
      updateLendingMarketInstruction({ lendingMarketOwner, lendingMarket, update }),
    );
    return [
      { label: input.label, instructions, check: nothingToCompare(SETTINGS_NOTHING_TO_COMPARE) },
    ];
  },
  /** What a market update changes: the market and its reserves, read together. */
  marketInvalidations(endpoint: string, market: string): QueryKey[] {
    return [['chain', endpoint, 'lendingMarket', market]];
  },
};

export type ManageRuntime = typeof manageRuntime;
