import type { LockupKind, Registrar } from '@keel/governance-registry';
import { useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { ConnectPrompt } from '../../../common/ConnectPrompt';
import { QueryState } from '../../../common/QueryState';
import { useFlags } from '../../../flags/FlagsContext';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { useGovernanceSubmit } from '../data/actions';
import { type StakingPosition, useStakingPosition, type VotingMint } from '../data/hooks';
import type { GovernanceRuntime } from '../data/runtime';
import { useGovernanceServices } from '../data/services';
import type { DepositRow, StakingView } from '../data/stakingView';
import { DepositsTable } from './DepositsTable';
import { LockupDialog, lockupActionOf } from './LockupDialog';
import { StakingForms } from './StakingForms';
import { StakingSummary } from './StakingSummary';

/**
 * The staking part of the governance and stake pages: the wallet's voting power, locked and
 * unlocked tokens, its deposits with extend or lock / withdraw, and the stake form.
 */
export function StakingSection() {
  const brand = useBrand();
  const symbol = brand.nativeTokenSymbol;
  const wallet = useWalletState((state) => state.session?.address);
  const position = useStakingPosition(wallet);
  const lib = useGovernanceServices()?.lib;

  if (!wallet) {
    return (
      <ConnectPrompt text={`Connect a wallet to see your voting power and stake ${symbol}.`} />
    );
  }
  const { view, setup } = position;
  const loaded =
    !position.isLoading && view && lib && setup.registrar && setup.votingMint
      ? { view, lib, registrar: setup.registrar, votingMint: setup.votingMint }
      : null;
  return (
    <QueryState
      data={loaded}
      error={position.error}
      errorTitle="Failed to load your stake"
      onRetry={position.refetch}
      skeleton={[120, 200]}
    >
      {(ready) => <StakingContent {...ready} wallet={wallet} symbol={symbol} position={position} />}
    </QueryState>
  );
}

interface StakingContentProps {
  view: StakingView;
  lib: GovernanceRuntime;
  registrar: Registrar;
  votingMint: VotingMint;
  wallet: string;
  symbol: string;
  position: StakingPosition;
}

/** The loaded staking part: summary, stake form, deposits and the lockup dialog. */
function StakingContent({
  view,
  lib,
  registrar,
  votingMint,
  wallet,
  symbol,
  position,
}: StakingContentProps) {
  const flags = useFlags();
  const { voter } = position;
  const unstake = useGovernanceSubmit('unstake');
  const lockup = useGovernanceSubmit('lockup');
  const [relocking, setRelocking] = useState<DepositRow | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);

  // A deposit's whole unlocked amount: the unstake form's withdrawal of one deposit.
  const onWithdraw = async (deposit: DepositRow) => {
    setWithdrawing(deposit.index);
    try {
      await unstake.submit({
        label: `Withdraw ${symbol}`,
        build: (runtime) =>
          runtime.withdrawInstructions({
            registrar,
            wallet,
            withdrawals: [
              { depositEntryIndex: deposit.index, amountNative: deposit.unlockedNative },
            ],
            // The row shows the amount only: the check compares what reaches the wallet.
            preview: {
              decimals: votingMint.decimals,
              symbol,
              chainUnixTs: position.nowSeconds,
            },
          }),
      });
    } finally {
      setWithdrawing(null);
    }
  };
  const onLockup = (deposit: DepositRow, kind: LockupKind, periods: number) => {
    if (!voter) return Promise.resolve(false);
    return lockup.submit({
      label: `${lockupActionOf(deposit)} ${symbol} lockup`,
      build: (runtime) =>
        runtime.extendInstructions({
          registrar,
          voter,
          wallet,
          depositEntryIndex: deposit.index,
          kind,
          periods,
          nowSeconds: position.nowSeconds,
        }),
    });
  };

  const form = (
    <StakingForms
      lib={lib}
      registrar={registrar}
      votingMint={votingMint}
      voter={voter ?? null}
      view={view}
      wallet={wallet}
      symbol={symbol}
      nowSeconds={position.nowSeconds}
    />
  );

  if (flags.governanceEmptyState && view.deposits.length === 0) {
    return (
      <div className="keel-gov-staking">
        <section className="keel-gov-empty" aria-label="No stake yet">
          <h2 className="keel-section-title">No {symbol} staked yet</h2>
          <p>
            Stake {symbol} to get voting power. Locking it for longer adds more voting power; the
            preview shows how much before you sign.
          </p>
        </section>
        {form}
      </div>
    );
  }

  return (
    <>
      <div className="keel-gov-staking">
        <StakingSummary view={view} symbol={symbol} />
        {form}
      </div>
      <DepositsTable
        deposits={view.deposits}
        symbol={symbol}
        actions={{
          lockupBlocked: lockup.blockedReason,
          withdrawBlocked: unstake.blockedReason,
          onLockup: setRelocking,
          onWithdraw,
          withdrawing,
        }}
      />
      <LockupDialog
        deposit={relocking}
        lib={lib}
        registrar={registrar}
        nowSeconds={position.nowSeconds}
        onClose={() => setRelocking(null)}
        onConfirm={onLockup}
        blockedReason={lockup.blockedReason}
        submitting={lockup.submitting}
      />
    </>
  );
}
