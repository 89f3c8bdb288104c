import { formatVoteWeight } from '@keel/core-math';
import type { ProposalRow } from '../data/proposalView';

/** A proposal's tallies: Yes / No, or each option of a survey. */
export function ProposalVotes({ row }: { row: ProposalRow }) {
  if (row.yesNo) {
    return (
      <span className="keel-gov-votes">
        <span>Yes {formatVoteWeight(row.yes)}</span>
        <span>No {formatVoteWeight(row.no)}</span>
      </span>
    );
  }
  return (
    <span className="keel-gov-votes">
      {row.options.map((option) => (
        <span key={option.label}>
          {option.label} {formatVoteWeight(option.votes)}
        </span>
      ))}
    </span>
  );
}
