import { nameOfObligation } from '../../../common/positionNames';
import { useValuedObligation, type WalletObligation } from '../../lending/data/walletObligations';

/**
 * A wallet's obligation by its market and assets ('Main Market · SOL / USDC'), from the cached
 * market reads; the market alone until they are in.
 */
export function ObligationName({ position }: { position: WalletObligation }) {
  const view = useValuedObligation(position.obligation);
  return <>{view ? `${position.market.name} · ${nameOfObligation(view)}` : position.market.name}</>;
}
