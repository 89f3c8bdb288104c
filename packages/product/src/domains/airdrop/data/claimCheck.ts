import { formatTokenAmount, lamportsToAmount } from '@keel/core-math';
import type { SimulationCheck } from '@keel/wallet-connect';
import type Decimal from 'decimal.js';
import { movementCheck } from '../../../actions/movementCheck';
import type { AllocationLeaf } from './claimState';

/**
 * The claim checked against its simulation: the wallet receives exactly the allocation the panel
 * shows (the distributor pays the leaf's amount, no fee), read from its token account before
 * and after.
 */
export function claimCheck(input: {
  leaf: AllocationLeaf;
  mint: string;
  /** The allocation as the panel shows it. */
  amount: Decimal;
  symbol: string;
}): SimulationCheck {
  const { symbol } = input;
  return movementCheck((wallet) => {
    const moved = wallet?.movements.find((movement) => movement.mint === input.mint);
    const received = moved && moved.change > 0n ? moved.change : 0n;
    const decimals = moved?.decimals ?? input.amount.decimalPlaces();
    return [
      {
        label: `${symbol} received`,
        preview: formatTokenAmount(input.amount, { symbol }),
        simulated: formatTokenAmount(lamportsToAmount(received.toString(), decimals), { symbol }),
        agrees: received === input.leaf.amount,
      },
    ];
  });
}
