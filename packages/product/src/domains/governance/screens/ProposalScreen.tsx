import { formatPercent, formatVoteWeight, percentToFraction } from '@keel/core-math';
import { NoValue, Tag } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { type Figure, Figures } from '../../../common/Figures';
import { formatUnixSecondsUtc } from '../../../common/formatTime';
import { QueryState } from '../../../common/QueryState';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useProposal } from '../data/hooks';
import type { ProposalDetail } from '../data/proposalView';
import { ProposalVotePanel } from './ProposalVotePanel';

const BACK_PATH = '/governance-and-staking';

function voteFigures(detail: ProposalDetail): Figure[] {
  const tallies: Figure[] = detail.yesNo
    ? [
        { label: 'Yes votes', value: formatVoteWeight(detail.yes) },
        { label: 'No votes', value: formatVoteWeight(detail.no) },
      ]
    : detail.options.map((option) => ({
        label: option.label,
        value: formatVoteWeight(option.votes),
      }));
  return [
    ...tallies,
    ...(detail.abstain > 0n ? [{ label: 'Abstain', value: formatVoteWeight(detail.abstain) }] : []),
    ...(detail.veto > 0n ? [{ label: 'Veto', value: formatVoteWeight(detail.veto) }] : []),
  ];
}

function quorumFigures(detail: ProposalDetail): Figure[] {
  const { quorum } = detail;
  return [
    {
      label: 'Approval quorum',
      value:
        quorum.thresholdPercent === null
          ? 'Disabled'
          : formatPercent(percentToFraction(quorum.thresholdPercent)),
    },
    {
      label: 'Minimum Yes votes',
      value:
        quorum.minYes === null ? (
          <NoValue reason="No approval quorum" />
        ) : (
          formatVoteWeight(quorum.minYes)
        ),
    },
    { label: 'Max vote weight', value: formatVoteWeight(quorum.maxVoteWeight) },
    { label: 'Passing', value: quorum.passing ? 'Yes' : 'No' },
  ];
}

function timelineFigures(detail: ProposalDetail): Figure[] {
  const t = detail.timeline;
  const steps: [string, bigint | null][] = [
    ['Created', t.draftAt],
    ['Signing off', t.signingOffAt],
    ['Voting started', t.votingAt],
    ['Voting ends', t.votingEndsAt],
    ['Cool-off ends', t.coolOffEndsAt],
    ['Voting completed', t.votingCompletedAt],
    ['Executing', t.executingAt],
    ['Closed', t.closedAt],
  ];
  return steps
    .filter((step): step is [string, bigint] => step[1] !== null)
    .map(([label, at]) => ({ label, value: formatUnixSecondsUtc(Number(at)) }));
}

/** A governance proposal: state, description, tallies, quorum, timeline and the wallet's vote. */
export default function ProposalScreen({ route, params }: ScreenProps<'proposal'>) {
  const brand = useBrand();
  const result = useProposal(params.proposalId);
  const { detail, proposal, notFound, error, refetch } = result;

  const body = (
    <QueryState
      data={detail && proposal ? { detail, proposal } : null}
      notFound={notFound}
      back={{ to: BACK_PATH, label: 'Back to the proposals' }}
      error={error}
      errorTitle="Failed to load the proposal"
      onRetry={refetch}
      skeleton={[120, 160]}
    >
      {({ detail, proposal }) => (
        <>
          <section aria-label="Summary" className="keel-gov-proposal-summary">
            <dl className="keel-figures">
              <div className="keel-figures__item">
                <dt>Status</dt>
                <dd>
                  <Tag className={`keel-gov-state keel-gov-state--${detail.state}`}>
                    {detail.label}
                  </Tag>
                </dd>
              </div>
            </dl>
            <h2 className="keel-section-title">Description</h2>
            {detail.descriptionUrl ? (
              <a href={detail.descriptionUrl} target="_blank" rel="noopener noreferrer">
                {detail.description}
              </a>
            ) : (
              <p className="keel-gov-description">{detail.description || 'No description.'}</p>
            )}
          </section>
          <Figures title="Votes" figures={voteFigures(detail)} />
          <Figures title="Quorum" figures={quorumFigures(detail)} />
          <Figures title="Timeline" figures={timelineFigures(detail)} />
          <ProposalVotePanel
            proposal={proposal}
            detail={detail}
            registrar={result.setup.registrar}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <PageFrame
      title={detail?.name ?? brandText(route.title, brand)}
      subtitle={detail ? brandText(route.title, brand) : undefined}
      actions={<Link to={BACK_PATH}>All proposals</Link>}
    >
      {body}
    </PageFrame>
  );
}
