import type { LendingMarketState, Obligation, Reserve } from '@keel/chain-readers';
import type Decimal from 'decimal.js';
import type { ObligationView } from './obligationView';
import type { ReserveView } from './reserveView';
import type { ActionAddresses } from './writeAddresses';

/** Which set-up accounts exist; the action creates the missing ones first. */
export interface SetupState {
  obligation: boolean;
  userMetadata: boolean;
  tokenAccount: boolean;
  collateralFarmState: boolean;
  debtFarmState: boolean;
}

/** Everything a lending form needs, once loaded. */
export interface LendingActionData {
  wallet: string;
  /** The market's configuration entry, for its lookup table. */
  lookupTable: string | undefined;
  market: LendingMarketState;
  reserve: Reserve;
  view: ReserveView;
  views: readonly ReserveView[];
  /** The wallet's main obligation in the market, valued; undefined before its first supply. */
  obligation: ObligationView | undefined;
  /** The same obligation decoded, for the instruction builders; null before the first supply. */
  obligationAccount: Obligation | null;
  /** Whole tokens the wallet holds of the reserve's token (native SOL for SOL). */
  walletBalance: Decimal;
  addresses: ActionAddresses;
  setup: SetupState;
}
