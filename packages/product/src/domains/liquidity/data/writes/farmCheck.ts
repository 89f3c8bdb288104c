import type { FarmState } from '@keel/chain-readers';
import { formatTokenAmount, lamportsToAmount } from '@keel/core-math';
import type { SimulationCheck } from '@keel/wallet-connect';
import { movedOf, movementCheck } from '../../../../actions/movementCheck';

/** Farm stakes are WAD-scaled (10^18) share amounts. */
const WAD = 10n ** 18n;

function sharesText(raw: bigint, farm: FarmState): string {
  return formatTokenAmount(lamportsToAmount(raw.toString(), farm.token.decimals), {
    decimals: 6,
    symbol: 'shares',
  });
}

/**
 * A farm stake checked against its simulation: exactly the shares typed leave the wallet (the
 * farm charges nothing to stake; its "Staked shares" row is the stake before plus these).
 */
export function farmStakeCheck(farm: FarmState, shares: bigint): SimulationCheck {
  const mint = farm.token.mint.toBase58();
  return movementCheck((wallet) => {
    const sent = -movedOf(wallet, mint);
    return [
      {
        label: 'Shares staked',
        preview: sharesText(shares, farm),
        simulated: sharesText(sent > 0n ? sent : 0n, farm),
        agrees: sent === shares,
      },
    ];
  });
}

/**
 * A farm unstake checked against its simulation: the shares unstaked come back to the wallet in
 * the same transaction, whole units of the WAD-scaled stake.
 */
export function farmUnstakeCheck(farm: FarmState, stakeScaled: bigint): SimulationCheck {
  const mint = farm.token.mint.toBase58();
  const expected = stakeScaled / WAD;
  return movementCheck((wallet) => {
    const received = movedOf(wallet, mint);
    return [
      {
        label: 'Shares received',
        preview: sharesText(expected, farm),
        simulated: sharesText(received > 0n ? received : 0n, farm),
        agrees: received === expected,
      },
    ];
  });
}
