import { MathDecimal } from '@keel/core-math';
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

  it("shows '-' while the API has not answered or could not", () => {
    for (const pnl of [undefined, null]) {
      const rows = byLabel(leveragePositionRows(row, view, pnl));
      expect(rows['Entry price']).toBe('-');
      expect(rows.PnL).toBe('-');
      expect(rows['PnL (SOL)']).toBe('-');
    }
  });
});
