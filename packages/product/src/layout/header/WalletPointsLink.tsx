import { useWalletSeasonPoints } from '../../domains/points/data/walletPoints';
import { PointsLink } from './PointsLink';

/** The points link with the connected wallet's points in the current season. */
export default function WalletPointsLink({ wallet }: { wallet: string }) {
  const { points } = useWalletSeasonPoints(wallet);
  return <PointsLink points={points} />;
}
