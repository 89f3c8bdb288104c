import { MathDecimal } from '@keel/core-math';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ObligationView } from '../../../lending/data/obligationView';
import type { PairRow } from '../pairRow';
import { leveragePositionRows } from './leveragePositionRows';

const d = (value: string | number) => new MathDecimal(value);

// A long ETH/USDC: 2 ETH at $3,000 against 3,000 USDC, $3,000 put in (entry $3,000).
const row = {
  side: 'long',
  collateral: { address: 'eth', symbol: 'ETH' },
  debt: { address: 'usdc', symbol: 'USDC' },
} as unknown as PairRow;
const view = {
  deposits: [{ reserve: 'eth', amount: d(2), price: d(3300), value: d(6600) }],
  borrows: [{ reserve: 'usdc', amount: d(3000), price: d(1) }],
  stats: { userTotalDeposit: d(6600) },
} as unknown as ObligationView;

const byLabel = (rows: ReturnType<typeof leveragePositionRows>) =>
  Object.fromEntries(rows.map((r) => [r.label, r.after]));

describe('leveragePositionRows', () => {
  it('entry price in the quote and PnL with its sign from the API', () => {
    const rows = byLabel(
      leveragePositionRows(row, view, {
        usd: d(600),
        sol: d('3.75'),
        invested: { usd: d(3000), sol: d('18.75') },
      }),
    );
    expect(rows).toEqual({
      'Entry price': '3,000.00 USDC',
      PnL: '+$600.00',
      'PnL (SOL)': '+3.7500 SOL',
    });
  });

  it("shows '-' saying why while the API has not answered or could not", () => {
    const reasons = [
      [undefined, 'Not loaded yet'],
      [null, 'Not loaded: the API did not answer'],
    ] as const;
    for (const [pnl, reason] of reasons) {
      const rows = byLabel(leveragePositionRows(row, view, pnl));
      for (const label of ['Entry price', 'PnL', 'PnL (SOL)']) {
        expect((rows[label] as ReactElement<{ reason: string }>).props.reason).toBe(reason);
      }
    }
  });
});
