import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import type { DebugAccount } from '@keel/chain-readers';
import { Button, NoValue } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../../brand/BrandContext';
import { LoadError } from '../../../../common/LoadError';
import { QueryState } from '../../../../common/QueryState';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { DEX_NAMES } from '../../../portfolio/data/liquidity/positionLabel';
import { debugFields, hexDump } from '../../data/strategy/debugFields';
import { canonicalStrategyPath } from '../../data/strategy/strategyModel';
import { useStrategy } from '../../data/strategy/useStrategy';
import { useStrategyDebug } from '../../data/strategy/useStrategyDebug';
import './strategy.css';

/** The raw bytes, rendered only once opened (a bin array is 10 KB of hex). */
function RawBytes({ data }: { data: Uint8Array }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Raw bytes ({data.length})</summary>
      {open ? <pre className="keel-strategy-debug__raw">{hexDump(data)}</pre> : null}
    </details>
  );
}

function AccountSection({ account }: { account: DebugAccount }) {
  const address = account.address.toBase58();
  const id = `debug-${account.role}-${address}`.replace(/\s+/g, '-');
  return (
    <section className="keel-strategy-debug__account" aria-labelledby={id}>
      <h2 id={id} className="keel-section-title">
        {account.role}
      </h2>
      <dl className="keel-strategy-debug__meta">
        <dt>Address</dt>
        <dd>{address}</dd>
        <dt>Owner</dt>
        <dd>{account.owner?.toBase58() ?? 'No account at this address'}</dd>
        <dt>Size</dt>
        <dd>
          {account.data ? (
            `${account.data.length} bytes`
          ) : (
            <NoValue reason="No account at this address" />
          )}
        </dd>
      </dl>
      {account.error ? (
        <p role="alert" className="keel-strategy-debug__error">
          Could not decode: {account.error}
        </p>
      ) : null}
      {account.decoded !== undefined ? (
        <details open={account.role === 'Strategy'}>
          <summary>Decoded</summary>
          <table className="keel-strategy-debug__fields">
            <caption className="keel-visually-hidden">{account.role} fields</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {debugFields(account.decoded).map((field) => (
                <tr key={field.path}>
                  <th scope="row">{field.path}</th>
                  <td>{field.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {account.data ? <RawBytes data={account.data} /> : null}
    </section>
  );
}

/**
 * A strategy's debug variant (both route forms + /debug): its account, DEX pool and position
 * (and a DLMM position's bin arrays) as read from the chain, decoded field by field and raw.
 */
export default function StrategyDebugScreen({ route, params }: ScreenProps<'strategyDebug'>) {
  const brand = useBrand();
  const address = params.strategyAddress;
  const { strategy, failure, refetch } = useStrategy(address);
  const debug = useStrategyDebug(address);
  const subtitle = strategy
    ? `${strategy.tokenA.symbol}-${strategy.tokenB.symbol} on ${DEX_NAMES[strategy.dex]}`
    : brandText(route.description, brand);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={subtitle}>
      <QueryState
        data={strategy}
        notFound={failure?.kind === 'notFound' ? failure.message : null}
        back={{ to: '/liquidity', label: 'Back to the strategies' }}
        error={failure?.kind === 'error' ? failure.error : null}
        errorTitle={LOAD_ERROR_MESSAGES.strategies}
        onRetry={refetch}
        skeleton={[48, 320]}
      >
        {(strategy) => (
          <div className="keel-strategy-debug">
            <p>
              <Link to={canonicalStrategyPath(strategy)}>Back to the strategy</Link>
            </p>
            {debug.error ? (
              <LoadError
                title="The strategy's accounts could not be read"
                error={debug.error}
                onRetry={() => void debug.refetch()}
              />
            ) : debug.data ? (
              debug.data.map((account) => (
                <AccountSection
                  key={`${account.role}-${account.address.toBase58()}`}
                  account={account}
                />
              ))
            ) : (
              <p aria-busy="true">Reading the accounts…</p>
            )}
            {debug.data ? (
              <Button variant="secondary" size="sm" onClick={() => void debug.refetch()}>
                Read again
              </Button>
            ) : null}
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
