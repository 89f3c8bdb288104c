import { formatDateUtc, formatTokenAmount } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { useId, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { useBrand } from '../../../brand/BrandContext';
import { ConnectPrompt } from '../../../common/ConnectPrompt';
import { QueryState } from '../../../common/QueryState';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { useClaimSubmit } from '../data/actions';
import type { ClaimState } from '../data/claimState';
import { useAllocationParts, useClaim } from '../data/hooks';

/** The connected wallet's allocation and its claim, or why it cannot be claimed. */
export function ClaimPanel() {
  const symbol = useBrand().nativeTokenSymbol;
  const wallet = useWalletState((state) => state.session?.address);
  // The page's clock for the opening date: read once per mount.
  const [nowMs] = useState(() => Date.now());
  const claim = useClaim(wallet, nowMs);
  if (!wallet) {
    return <ConnectPrompt text="Connect a wallet to see and claim your season 3 allocation." />;
  }
  return (
    <QueryState
      data={claim.state}
      error={claim.error}
      errorTitle="Failed to load your allocation"
      onRetry={claim.refetch}
      skeleton={[96, 56]}
    >
      {(state) => (
        <ClaimCard state={state} wallet={wallet} symbol={symbol} balance={claim.walletBalance} />
      )}
    </QueryState>
  );
}

interface ClaimCardProps {
  state: ClaimState;
  wallet: string;
  symbol: string;
  balance: Decimal | undefined;
}

const amountText = (amount: Decimal, symbol: string) =>
  formatTokenAmount(amount, { decimals: 6, symbol });

function ClaimCard({ state, wallet, symbol, balance }: ClaimCardProps) {
  const id = useId();
  return (
    <section className="keel-airdrop__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="keel-section-title">
        Your allocation
      </h2>
      <ClaimBody state={state} wallet={wallet} symbol={symbol} />
      {balance !== undefined ? (
        <p className="keel-airdrop__balance">
          In your wallet: <strong>{amountText(balance, symbol)}</strong>
        </p>
      ) : null}
    </section>
  );
}

function ClaimBody({ state, wallet, symbol }: Omit<ClaimCardProps, 'balance'>) {
  switch (state.kind) {
    case 'notConnected':
      return null;
    case 'notEligible':
      return (
        <p className="keel-airdrop__status" role="status">
          Not eligible: this wallet has no season 3 allocation.
        </p>
      );
    case 'claimed':
      return (
        <p className="keel-airdrop__status keel-airdrop__status--done" role="status">
          Already claimed: {amountText(state.amount, symbol)} went to this wallet.
        </p>
      );
    case 'closed':
      return (
        <>
          <AllocationAmount amount={state.amount} symbol={symbol} wallet={wallet} />
          <p className="keel-airdrop__status" role="status">
            Claim closed: the claim period has ended and unclaimed allocations were returned.
          </p>
        </>
      );
    case 'notOpen':
      return (
        <>
          <AllocationAmount amount={state.amount} symbol={symbol} wallet={wallet} />
          <p className="keel-airdrop__status" role="status">
            The claim opens on {formatDateUtc(state.opensAt)}.
          </p>
        </>
      );
    case 'claimable':
      return (
        <>
          <AllocationAmount amount={state.amount} symbol={symbol} wallet={wallet} />
          <ClaimButton state={state} wallet={wallet} symbol={symbol} />
        </>
      );
  }
}

/** The allocation's total and, when the API names them, its parts. */
function AllocationAmount({
  amount,
  symbol,
  wallet,
}: {
  amount: Decimal;
  symbol: string;
  wallet: string;
}) {
  const parts = useAllocationParts(wallet);
  return (
    <div className="keel-airdrop__allocation">
      <p className="keel-airdrop__amount" data-testid="airdrop-allocation">
        {amountText(amount, symbol)}
      </p>
      {parts.data && parts.data.length > 1 ? (
        <ul className="keel-airdrop__parts" aria-label="Allocation by part">
          {parts.data.map((part) => (
            <li key={part.name}>
              <span>{part.name}</span> <span>{amountText(part.quantity, symbol)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ClaimButton({
  state,
  wallet,
  symbol,
}: {
  state: Extract<ClaimState, { kind: 'claimable' }>;
  wallet: string;
  symbol: string;
}) {
  const submitter = useClaimSubmit();
  const onClaim = () => {
    if (submitter.submitting || submitter.blockedReason !== undefined) return;
    void submitter.claim({
      wallet,
      leaf: state.leaf,
      distributor: state.distributor,
      label: `Claim ${amountText(state.amount, symbol)}`,
      amount: state.amount,
      symbol,
    });
  };
  return (
    <ActionSubmitButton
      label="Claim"
      reason={submitter.blockedReason}
      submitting={submitter.submitting}
      onSubmit={onClaim}
    />
  );
}
