import { formatApy, type ReserveApys } from '@keel/core-math';
import type { Figure } from '../../../common/Figures';
import { signedFigure } from '../../../common/signedFigure';

/** The supply APY part a token earns by staking (a liquid-staking token or a staked dollar). */
export const STAKING_APY_LABEL = 'Staking APY';

/** The staking line of a supply breakdown: one figure when the token has a staking yield. */
export function stakingApyFigures(apys: ReserveApys): Figure[] {
  return apys.extraSupplyApy.isZero()
    ? []
    : [{ label: STAKING_APY_LABEL, value: signedFigure(formatApy(apys.extraSupplyApy)) }];
}
