import { createAddress, decodeObligation, decodeReserve, type Reserve } from '@keel/chain-readers';
import { formatPercent, formatTokenAmount, MathDecimal } from '@keel/core-math';
import type {
  CheckedFigure,
  SimulatedAccount,
  SimulationCheck,
  SimulationVerdict,
} from '@keel/wallet-connect';
import type Decimal from 'decimal.js';
import type { LendingActionData } from './actionData';
import type { LendingAction } from './actionLimits';
import { type ActionPreview, actionPreview } from './actionPreview';
import { obligationView } from './obligationView';
import { reserveView } from './reserveView';

/**
 * How far the simulation may land from the preview: interest accrued to the landing slot moves
 * a position by far less than this; a stale exchange rate, a moved price or a missed fee moves
 * it by more.
 */
export const LENDING_CHECK_TOLERANCE = {
  /** Relative, on the action's position. */
  amount: new MathDecimal('0.0005'),
  /** Absolute, on the LTV (a fraction: 0.0005 is 0.05 points). */
  ltv: new MathDecimal('0.0005'),
};

function accountBytes(account: SimulatedAccount) {
  return { owner: createAddress(account.owner), data: account.data };
}

function positionAmount(
  stats: ActionPreview['after']['stats'],
  action: LendingAction,
  reserve: string,
): Decimal {
  const side = action === 'supply' || action === 'withdraw' ? stats.deposits : stats.borrows;
  return side.find((position) => position.reserve === reserve)?.amount ?? new MathDecimal(0);
}

function amountAgrees(preview: Decimal, simulated: Decimal): boolean {
  if (preview.isZero()) return simulated.abs().lte(LENDING_CHECK_TOLERANCE.amount);
  return simulated.minus(preview).abs().div(preview).lte(LENDING_CHECK_TOLERANCE.amount);
}

/**
 * The lending action's preview checked against its transaction's simulation: the obligation and
 * every reserve it holds after the action are read from the simulated post-state and valued as
 * the preview values them; the action's position and the LTV must agree within the tolerance.
 * A request for "all" expects nothing of the position to remain (the preview subtracts the
 * typed amount, which Max truncates to the field's decimals).
 */
export function lendingActionCheck(
  action: LendingAction,
  amount: Decimal,
  data: LendingActionData,
  /** The request moves the whole position ("all"): nothing of it remains after. */
  all = false,
): SimulationCheck {
  const preview = actionPreview({
    action,
    amount,
    reserve: data.reserve,
    view: data.view,
    obligation: data.obligation,
    views: data.views,
  });
  const reserveKey = data.reserve.address.toBase58();
  const reserves = new Map(data.market.reserves.map((r) => [r.address.toBase58(), r]));
  const held = new Set([
    reserveKey,
    ...(data.obligation?.deposits.map((d) => d.reserve) ?? []),
    ...(data.obligation?.borrows.map((b) => b.reserve) ?? []),
  ]);
  const obligationKey = data.addresses.obligation.toBase58();
  return {
    accounts: [data.addresses.obligation, ...[...held].map((key) => createAddress(key))],
    verify(postState): SimulationVerdict {
      const obligationAccount = postState.get(obligationKey);
      if (!obligationAccount) {
        return { figures: [], disagreement: 'The simulation left no position to check' };
      }
      const postReserves: Reserve[] = [...reserves.values()].map((reserve) => {
        const post = postState.get(reserve.address.toBase58());
        return post ? decodeReserve(reserve.address, accountBytes(post)) : reserve;
      });
      const nowSeconds = Math.floor(Date.now() / 1000);
      const views = postReserves.map((reserve) =>
        reserveView(reserve, { slotDurationMs: 400, nowSeconds }),
      );
      const after = obligationView(
        decodeObligation(data.addresses.obligation, accountBytes(obligationAccount)),
        { market: data.market.market, reserves: postReserves },
        views,
      );
      const symbol = data.view.symbol;
      const label = action === 'supply' || action === 'withdraw' ? 'supplied' : 'borrowed';
      const previewAmount = all
        ? new MathDecimal(0)
        : positionAmount(preview.after.stats, action, reserveKey);
      const simulatedAmount = positionAmount(after.stats, action, reserveKey);
      const previewLtv = preview.after.stats.loanToValue;
      const simulatedLtv = after.stats.loanToValue;
      const figures: CheckedFigure[] = [
        {
          label: `${symbol} ${label}`,
          preview: formatTokenAmount(previewAmount, { decimals: data.view.decimals, symbol }),
          simulated: formatTokenAmount(simulatedAmount, { decimals: data.view.decimals, symbol }),
          agrees: amountAgrees(previewAmount, simulatedAmount),
        },
        {
          label: 'LTV',
          preview: formatPercent(previewLtv),
          simulated: formatPercent(simulatedLtv),
          agrees: simulatedLtv.minus(previewLtv).abs().lte(LENDING_CHECK_TOLERANCE.ltv),
        },
      ];
      const differs = figures.filter((figure) => !figure.agrees);
      return differs.length === 0
        ? { figures }
        : {
            figures,
            disagreement: differs
              .map((f) => `${f.label} would be ${f.simulated}, not ${f.preview}`)
              .join('; '),
          };
    },
  };
}
