import { Link } from 'react-router-dom';
import { LoadError } from '../../../../common/LoadError';
import { useWalletStrategies } from '../../data/creator/useWalletStrategies';

/**
 * Creator Vaults → mine: the wallet's DIY vaults the chain has and the strategy list does not
 * list yet (one created a moment ago), each with its page and its edit form.
 */
export function WalletCreatorVaults({ wallet }: { wallet: string }) {
  const { strategies, error, retry } = useWalletStrategies(wallet);
  if (error) return <LoadError title="Failed to load your vaults" error={error} onRetry={retry} />;
  if (!strategies || strategies.length === 0) return null;
  return (
    <section aria-labelledby="keel-creator-unlisted" className="keel-creator-unlisted">
      <h2 id="keel-creator-unlisted" className="keel-section-title">
        Your vaults not yet listed
      </h2>
      <ul>
        {strategies.map((strategy) => (
          <li key={strategy.address} data-strategy={strategy.address}>
            <Link to={`/liquidity/${strategy.address}`}>{strategy.pair}</Link>{' '}
            <span>({strategy.status === 'Active' ? 'active' : strategy.status})</span>{' '}
            <Link to={`/edit/${strategy.address}`} aria-label={`Edit ${strategy.pair}`}>
              Edit
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
