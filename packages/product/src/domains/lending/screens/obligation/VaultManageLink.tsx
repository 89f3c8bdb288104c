import { Link } from 'react-router-dom';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import type { ObligationView } from '../../data/obligationView';

/**
 * A Multiply or Leverage position is managed on its vault page (adjust the leverage, add to it,
 * close it in one loop): its owner gets the way there. Positions of more than one pair are
 * managed as any obligation, from the tables below.
 */
export function VaultManageLink({
  obligation,
  base,
}: {
  obligation: ObligationView;
  base: string;
}) {
  const wallet = useWalletState((state) => state.session?.address);
  const [deposit] = obligation.deposits;
  const [borrow] = obligation.borrows;
  const kind =
    obligation.tag === 'Multiply' ? 'multiply' : obligation.tag === 'Leverage' ? 'leverage' : null;
  if (
    kind === null ||
    wallet !== obligation.owner ||
    obligation.deposits.length !== 1 ||
    obligation.borrows.length !== 1 ||
    !deposit ||
    !borrow
  ) {
    return null;
  }
  return (
    <p>
      <Link
        className="keel-button keel-button--primary"
        to={`${base}/${kind}/${obligation.market}/${deposit.reserve}/${borrow.reserve}`}
      >
        Manage position
      </Link>
    </p>
  );
}
