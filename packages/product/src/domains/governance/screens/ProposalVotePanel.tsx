import { formatVoteWeight } from '@keel/core-math';
import type { Proposal, Registrar } from '@keel/governance-registry';
import { Button, Skeleton } from '@keel/ui-kit';
import { useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { ConnectPrompt } from '../../../common/ConnectPrompt';
import { LoadError } from '../../../common/LoadError';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { useGovernanceSubmit } from '../data/actions';
import { useTokenOwnerRecord, useVoteRecord } from '../data/hooks';
import type { ProposalDetail } from '../data/proposalView';
import type { VoteChoiceInput } from '../data/runtime';

interface VoteButton {
  key: string;
  label: string;
  choice: VoteChoiceInput;
  /** Approvals close with the base time; No stays open through the cool-off. */
  approve: boolean;
}

function voteButtons(detail: ProposalDetail): VoteButton[] {
  if (detail.yesNo) {
    return [
      { key: 'yes', label: 'Vote Yes', choice: { kind: 'yes' }, approve: true },
      { key: 'no', label: 'Vote No', choice: { kind: 'no' }, approve: false },
    ];
  }
  return detail.options.map((option, index) => ({
    key: `option-${index}`,
    label: `Vote ${option.label}`,
    choice: { kind: 'option', index },
    approve: true,
  }));
}

/**
 * The wallet's vote record on the proposal, the vote action while it is voting, and relinquishing
 * a cast vote (which the registrar requires before staked tokens can be withdrawn).
 */
export function ProposalVotePanel({
  proposal,
  detail,
  registrar,
}: {
  proposal: Proposal;
  detail: ProposalDetail;
  registrar: Registrar | undefined;
}) {
  const wallet = useWalletState((state) => state.session?.address);
  const vote = useVoteRecord(proposal, wallet);
  const tokenOwner = useTokenOwnerRecord(wallet);
  const voting = useGovernanceSubmit('vote');
  const [sending, setSending] = useState<string | null>(null);

  if (!wallet) {
    return (
      <section aria-label="Your vote" className="keel-gov-vote">
        <h2 className="keel-section-title">Your vote</h2>
        <ConnectPrompt text="Connect a wallet to see your vote and to vote." />
      </section>
    );
  }

  const onVote = async (button: VoteButton) => {
    if (!registrar || tokenOwner.record === undefined) return;
    const hasTokenOwnerRecord = tokenOwner.record !== null;
    setSending(button.key);
    try {
      await voting.submit({
        label: `Vote on ${detail.name}`,
        build: (runtime) =>
          runtime.voteInstructions({
            registrar,
            proposal,
            wallet,
            choice: button.choice,
            hasTokenOwnerRecord,
          }),
      });
    } finally {
      setSending(null);
    }
  };

  const onRelinquish = async () => {
    if (!registrar) return;
    setSending('relinquish');
    try {
      await voting.submit({
        label: `Relinquish vote on ${detail.name}`,
        build: (runtime) => runtime.relinquishInstructions({ registrar, proposal, wallet }),
      });
    } finally {
      setSending(null);
    }
  };

  const record = vote.error ? (
    <LoadError title="Failed to load your vote" error={vote.error} onRetry={vote.refetch} />
  ) : vote.record === undefined ? (
    <Skeleton shape="text" width={240} />
  ) : vote.record === null ? (
    <p>You have not voted on this proposal.</p>
  ) : (
    <p>
      You voted <strong>{vote.record.choice}</strong> with {formatVoteWeight(vote.record.votes)}{' '}
      votes{vote.record.relinquished ? ' (relinquished)' : ''}.
    </p>
  );

  const canSend =
    voting.lib !== undefined &&
    registrar !== undefined &&
    tokenOwner.record !== undefined &&
    sending === null;
  // The gate's refusal (a wallet that cannot sign, a restricted region …) is said once, on the
  // kit's button, rather than on every choice.
  const choices =
    voting.blockedReason !== undefined ? (
      <ActionSubmitButton
        label="Vote"
        reason={voting.blockedReason}
        submitting={false}
        onSubmit={() => {}}
      />
    ) : (
      <div className="keel-gov-vote__actions">
        {voteButtons(detail).map((button) => (
          <Button
            key={button.key}
            variant={button.approve ? 'primary' : 'secondary'}
            disabled={!canSend || (button.approve && !detail.canApprove)}
            loading={sending === button.key}
            onClick={() => onVote(button)}
          >
            {button.label}
          </Button>
        ))}
      </div>
    );
  return (
    <section aria-label="Your vote" className="keel-gov-vote">
      <h2 className="keel-section-title">Your vote</h2>
      {record}
      {detail.canVote && vote.record === null ? choices : null}
      {vote.record && !vote.record.relinquished && detail.canRelinquish ? (
        <ActionSubmitButton
          label="Relinquish vote"
          reason={voting.blockedReason}
          submitting={sending === 'relinquish'}
          onSubmit={() => void onRelinquish()}
        />
      ) : null}
    </section>
  );
}
