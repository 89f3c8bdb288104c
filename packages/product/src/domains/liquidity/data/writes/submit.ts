import type { FarmState } from '@keel/chain-readers';
import type { StrategyWriteState } from '@keel/liquidity-programs';
import { useCallback } from 'react';
import type { ActionDirection } from '../../../../actions/actionGate';
import type { ActionFailure } from '../../../../actions/failureCopy';
import { type SubmitAction, useSubmitAction } from '../../../../actions/useSubmitAction';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { useStrategyServices } from '../strategy/services';
import { strategyCheck } from '../strategyCheck';
import { useLiquidityWriteServices } from './services';
import { strategyApiReads } from './strategyApiReads';

/** The strategy writes. */
export type LiquidityWrite = 'deposit' | 'withdraw';

/** Gate direction and failure copy of each write (withdraw-only mode keeps withdrawals open). */
export const LIQUIDITY_WRITES = {
  deposit: { direction: 'increase', failure: 'deposit' },
  withdraw: { direction: 'decrease', failure: 'withdraw' },
} as const satisfies Record<LiquidityWrite, { direction: ActionDirection; failure: ActionFailure }>;

export type LiquidityWriteInput =
  | {
      kind: 'deposit';
      state: StrategyWriteState;
      wallet: string;
      accounts: readonly string[];
      amountA: bigint;
      amountB: bigint;
      label: string;
      /** The tokens' symbols: the simulation's check names its figures by them. */
      symbols: { a: string; b: string };
    }
  | {
      kind: 'withdraw';
      state: StrategyWriteState;
      wallet: string;
      accounts: readonly string[];
      shares: bigint;
      label: string;
      symbols: { a: string; b: string };
    };

export interface LiquiditySubmit extends Pick<SubmitAction, 'blockedReason' | 'submitting'> {
  /** Resolves true when the write landed. */
  submit(input: LiquidityWriteInput): Promise<boolean>;
}

/**
 * A strategy write through the action kit: the one gate for its direction, the one pipeline
 * with its failure copy (and the strategy program's error copy), then one refresh of the
 * wallet's data, of every strategy's write state and of the API's reads the write changes
 * (`strategyApiReads`).
 */
export function useLiquiditySubmit(kind: LiquidityWrite): LiquiditySubmit {
  const services = useLiquidityWriteServices();
  const api = useStrategyServices()?.api.strategies;
  const { direction, failure } = LIQUIDITY_WRITES[kind];
  const action = useSubmitAction(direction);
  const { submit: send } = action;
  const slippage = useSettings((state) => state.slippage);
  const lib = services?.lib;
  const submit = useCallback<LiquiditySubmit['submit']>(
    async (input) => {
      if (!lib) return false;
      const results = await send({
        failure,
        description: input.label,
        requests: () => {
          // The write's simulation checks the preview the form showed.
          const check = strategyCheck(input, slippage.div(100));
          return input.kind === 'deposit'
            ? lib.depositRequests({ ...input, check })
            : lib.withdrawRequests({ ...input, check });
        },
        invalidates: (endpoint) => {
          const strategy = input.state.strategy.address.toBase58();
          return [
            lib.allKeys(endpoint),
            ...(api ? strategyApiReads(api, strategy, input.wallet) : []),
          ];
        },
      });
      return results !== null;
    },
    [lib, send, failure, api, slippage],
  );
  return { blockedReason: action.blockedReason, submitting: action.submitting, submit };
}

/** The farm writes of a strategy's shares. */
export type FarmWrite = 'stake' | 'unstake' | 'harvest';

/** Staking adds exposure; unstaking and harvesting stay open in withdraw-only mode. */
export const FARM_WRITES = {
  stake: { direction: 'increase', failure: 'staking' },
  unstake: { direction: 'decrease', failure: 'unstaking' },
  harvest: { direction: 'decrease', failure: 'harvest' },
} as const satisfies Record<FarmWrite, { direction: ActionDirection; failure: ActionFailure }>;

export type FarmWriteInput =
  | {
      kind: 'stake';
      farm: FarmState;
      wallet: string;
      hasUserState: boolean;
      shares: bigint;
      label: string;
    }
  | { kind: 'unstake'; farm: FarmState; wallet: string; stakeScaled: bigint; label: string }
  | {
      kind: 'harvest';
      farm: FarmState;
      wallet: string;
      accounts: readonly string[];
      rewardIndexes: readonly number[];
      label: string;
    };

export interface FarmSubmit extends Pick<SubmitAction, 'blockedReason' | 'submitting'> {
  /** Resolves true when the write landed. */
  submit(input: FarmWriteInput): Promise<boolean>;
}

/** A farm write through the action kit (gate, pipeline, refresh of the wallet's farm states). */
export function useFarmSubmit(kind: FarmWrite): FarmSubmit {
  const services = useLiquidityWriteServices();
  const { direction, failure } = FARM_WRITES[kind];
  const action = useSubmitAction(direction);
  const { submit: send } = action;
  const lib = services?.lib;
  const submit = useCallback<FarmSubmit['submit']>(
    async (input) => {
      if (!lib) return false;
      const results = await send({
        failure,
        description: input.label,
        requests: () =>
          input.kind === 'stake'
            ? lib.stakeRequests(input)
            : input.kind === 'unstake'
              ? lib.unstakeRequests(input)
              : lib.harvestRequests(input),
        invalidates: (endpoint) => [lib.allKeys(endpoint), lib.farmKey(endpoint, input.farm)],
      });
      return results !== null;
    },
    [lib, send, failure],
  );
  return { blockedReason: action.blockedReason, submitting: action.submitting, submit };
}
