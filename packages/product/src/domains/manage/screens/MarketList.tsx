import { Link } from 'react-router-dom';
import { AddressText } from '../../../common/AddressText';
import { QueryState } from '../../../common/QueryState';
import { useManagedMarkets } from '../data/hooks';

/** Every market, those the wallet owns first, each with its owner and a link to its page. */
export function MarketList({
  wallet,
  marketPath,
}: {
  wallet: string | undefined;
  marketPath: (address: string) => string;
}) {
  const { markets, error, refetch } = useManagedMarkets(wallet);
  const owned = markets?.filter((market) => market.ownedByWallet).length ?? 0;
  return (
    <QueryState
      data={markets}
      error={error}
      errorTitle="Failed to load the markets"
      onRetry={refetch}
      skeleton={[240]}
    >
      {(list) => (
        <>
          <p role="status" className="keel-manage__notice">
            {wallet === undefined
              ? 'Connect a wallet to see the markets it owns. All markets are shown read only.'
              : owned === 0
                ? 'The connected wallet owns no market. All markets are shown read only.'
                : `The connected wallet owns ${owned} market${owned === 1 ? '' : 's'}.`}
          </p>
          <div className="keel-manage__scroll">
            <table className="keel-manage__table" aria-label="Lending markets">
              <thead>
                <tr>
                  <th scope="col">Market</th>
                  <th scope="col">Address</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Access</th>
                </tr>
              </thead>
              <tbody>
                {list.map((market) => (
                  <tr key={market.address}>
                    <th scope="row">
                      <Link to={marketPath(market.address)}>{market.name}</Link>
                    </th>
                    <td>
                      <AddressText address={market.address} />
                    </td>
                    <td>{market.owner ? <AddressText address={market.owner} /> : 'Unknown'}</td>
                    <td>{market.ownedByWallet ? 'Owned by you' : 'Read only'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </QueryState>
  );
}
