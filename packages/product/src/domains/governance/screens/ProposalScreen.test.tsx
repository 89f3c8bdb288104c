import { formatVoteWeight } from '@keel/core-math';
import { PROPOSAL_STATES, proposalStateLabel } from '@keel/governance-registry';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../app/createAppContext';
import type { RouteDef } from '../../../routing/types';
import { testBrand } from '../../../testing/renderApp';
import {
  FIXTURE_NOW,
  governanceFixture,
  proposalFixture,
  realmFixture,
  registrarFixture,
  testKey,
  tokenOwnerRecordFixture,
  voteRecordFixture,
  WALLET,
} from '../data/testing/governanceFixtures';
import {
  connectTestWallet,
  GovernanceTestProviders,
  governanceTestContext,
} from '../data/testing/governanceTestProviders';
import ProposalScreen from './ProposalScreen';

const route: RouteDef = {
  id: 'proposal',
  path: '/governance-and-staking/proposals/:proposalId',
  screen: 'proposal',
  title: 'Proposal',
  description: 'A {product} governance proposal and its votes.',
};

const realm = realmFixture(testBrand.name);
const registrar = registrarFixture(realm);
const governance = governanceFixture(realm);
const proposals = PROPOSAL_STATES.map((state, i) => proposalFixture(100 + i, state));
const voting = proposalFixture(120, 'Voting');
const voted = proposalFixture(121, 'Voting');
const missing = testKey(122).toBase58();

function context(): AppContext {
  const all = [...proposals, voting, voted];
  return governanceTestContext({
    realm,
    registrar,
    governance,
    proposalReads: {
      ...Object.fromEntries(all.map((p) => [p.address.toBase58(), p])),
      [missing]: null,
    },
    voteRecords: [
      { wallet: WALLET, proposal: voting, record: null },
      { wallet: WALLET, proposal: voted, record: voteRecordFixture(voted) },
    ],
    tokenOwnerRecord: { wallet: WALLET, record: tokenOwnerRecordFixture(realm) },
  });
}

function renderProposal(ctx: AppContext, proposalId: string) {
  return render(
    <GovernanceTestProviders
      context={ctx}
      path={`/governance-and-staking/proposals/${proposalId}`}
      pattern={route.path}
    >
      <ProposalScreen route={route} params={{ proposalId }} />
    </GovernanceTestProviders>,
  );
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Number(FIXTURE_NOW) * 1000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ProposalScreen', () => {
  it.each(proposals.map((p) => [p.state, p] as const))(
    'shows the %s label, the tallies and the quorum',
    async (state, proposal) => {
      const { unmount } = renderProposal(context(), proposal.address.toBase58());
      expect(await screen.findByRole('heading', { level: 1, name: proposal.name })).toBeTruthy();
      expect(figure('Status')).toBe(proposalStateLabel(state));
      expect(figure('Yes votes')).toBe(formatVoteWeight(70_000_000_000_000n));
      expect(figure('No votes')).toBe(formatVoteWeight(12_500_000_000_000n));
      expect(figure('Approval quorum')).toBe('5%');
      // A tenth of the 10^10-token supply is the max vote weight; 5 % of it is needed.
      expect(figure('Max vote weight')).toBe(formatVoteWeight(1_000_000_000_000_000n));
      expect(figure('Minimum Yes votes')).toBe(formatVoteWeight(50_000_000_000_000n));
      unmount();
    },
  );

  it('shows the voting window and the vote action to a wallet that has not voted', async () => {
    const ctx = context();
    connectTestWallet(ctx, WALLET);
    renderProposal(ctx, voting.address.toBase58());
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(await within(panel).findByText('You have not voted on this proposal.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Vote Yes' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Vote No' })).toBeInTheDocument();
    expect(figure('Voting ends')).toBe('2027-01-17 00:00 UTC');
    expect(figure('Cool-off ends')).toBe('2027-01-17 12:00 UTC');
  });

  it("states the wallet's vote record and offers no second vote", async () => {
    const ctx = context();
    connectTestWallet(ctx, WALLET);
    renderProposal(ctx, voted.address.toBase58());
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(await within(panel).findByText(/You voted/)).toHaveTextContent(
      `You voted Yes with ${formatVoteWeight(4_321_500_000n)} votes.`,
    );
    expect(within(panel).queryByRole('button', { name: /^Vote/ })).toBeNull();
  });

  it('asks to connect to see the vote', async () => {
    renderProposal(context(), voting.address.toBase58());
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(within(panel).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('says an unknown or malformed id is not found', async () => {
    const { unmount } = renderProposal(context(), missing);
    expect(await screen.findByText(`Proposal ${missing} is not found`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Proposal');
    unmount();
    renderProposal(context(), 'not-a-key');
    expect(await screen.findByText('Proposal not-a-key is not found')).toBeInTheDocument();
  });
});
