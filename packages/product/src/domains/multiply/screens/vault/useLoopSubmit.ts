import { useApiClientState } from '@keel/api-client/react';
import type { ActionFailure } from '../../../../actions/failureCopy';
import { useSubmitAction } from '../../../../actions/useSubmitAction';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { useLendingMarketState } from '../../../lending/data/hooks';
import { obligationApiReads } from '../../../lending/data/obligationApiReads';
import { useLendingServices } from '../../../lending/data/services';
import type { LoopPreview } from '../../data/multiplyCheck';
import type { PairRow, PairTag } from '../../data/pairRow';
import type { LoopChange } from '../../data/writes/leverageLoopRequests';
import { useMultiplyWriteServices } from '../../data/writes/services';
import type { OpenPositionData } from '../../data/writes/useOpenPositionContext';

/** The user's slippage once set, else the multiply default (O§3), in percent. */
export function useMultiplySlippage() {
  return useSettings((state) =>
    state.slippageUpdatedAt === null ? state.defaultSlippages.multiply : state.slippage,
  );
}

/**
 * Runs one leverage loop of the wallet's position through the kit: the gate, the pipeline, and
 * the refresh of the wallet, the obligation, the market's reserves and the API's reads of the
 * position.
 */
export function useLoopSubmit(input: {
  row: PairRow;
  tag: PairTag;
  elevationGroup: number;
  data: OpenPositionData;
}) {
  const services = useMultiplyWriteServices();
  const api = useApiClientState();
  // The API's reads of the position (its PnL, history, transactions) follow the loop too.
  const apiReads = useLendingServices()?.api;
  const slippage = useMultiplySlippage();
  // The gate lets a withdraw-only wallet reduce a position but not add to it.
  const up = useSubmitAction('increase');
  const down = useSubmitAction('decrease');
  const { data, row } = input;
  // The market as read values the simulated position the way the preview valued the held one.
  const market = useLendingMarketState(data.market).data;
  /** Runs the loop; `preview` is what its form showed, checked against the loop's simulation. */
  const run = async (
    change: LoopChange,
    label: string,
    failure: ActionFailure,
    preview: LoopPreview,
  ) => {
    if (!services || api.status !== 'ready' || !market) return null;
    const submitter = change.kind === 'increase' ? up : down;
    return submitter.submit({
      failure,
      description: label,
      requests: () =>
        services.lib.leverageLoopRequests({
          wallet: data.wallet,
          tag: input.tag,
          collateral: data.collateral,
          debt: data.debt,
          reserves: data.reserves,
          collateralDecimals: row.collateral.decimals,
          debtDecimals: row.debt.decimals,
          obligation: data.obligation,
          setup: data.setup,
          elevationGroup: input.elevationGroup,
          change,
          slippageBps: slippage.times(100).round().toNumber(),
          lookupTable: data.lookupTable,
          swap: api.client.swap,
          rpc: services.chain.rpc,
          label,
          check: services.lib.multiplyLoopCheck({
            preview,
            change,
            market,
            collateral: data.collateral,
            debt: data.debt,
            obligation: data.addresses.obligation,
            slippagePct: slippage,
          }),
        }),
      invalidates: (endpoint) => [
        ...services.lib.invalidations(endpoint, data.market, data.addresses.obligation),
        ...(apiReads
          ? obligationApiReads(apiReads, {
              market: data.market,
              obligation: data.addresses.obligation.toBase58(),
              owner: data.wallet,
            })
          : []),
      ],
    });
  };
  return {
    run,
    submitting: up.submitting || down.submitting,
    /** Why an increase / a decrease cannot be submitted at all (the gate). */
    blockedReason: { increase: up.blockedReason, decrease: down.blockedReason },
  };
}
