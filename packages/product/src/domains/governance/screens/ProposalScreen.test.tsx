import { formatVoteWeight } from '@keel/core-math';
import { PROPOSAL_STATES, proposalStateLabel } from '@keel/governance-registry';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_REASONS } from '../../../actions/actionGate';
import type { Flags } from '../../../flags/flagTable';
import { testBrand } from '../../../testing/renderApp';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
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
import { seedGovernance, withSigningWallet } from '../data/testing/seedGovernance';

const realm = realmFixture(testBrand.name);
const registrar = registrarFixture(realm);
const governance = governanceFixture(realm);
const proposals = PROPOSAL_STATES.map((state, i) => proposalFixture(100 + i, state));
const voting = proposalFixture(120, 'Voting');
const voted = proposalFixture(121, 'Voting');
const missing = testKey(122).toBase58();

const all = [...proposals, voting, voted];
const world = seedGovernance({
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

function renderProposal(
  proposalId: string,
  wallet?: string,
  { signing = false, flags = {} }: { signing?: boolean; flags?: Partial<Flags> } = {},
) {
  const walletSeed = signing ? withSigningWallet : withWallet;
  const seeds = wallet ? [world, walletSeed(wallet)] : [world];
  return renderScreen('proposal', `/governance-and-staking/proposals/${proposalId}`, {
    seeds,
    flags: { withdrawOnly: false, ...flags },
  });
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
      const { unmount } = renderProposal(proposal.address.toBase58());
      expect(await screen.findByRole('heading', { level: 1, name: proposal.name })).toBeTruthy();
      expect(figure('Status')).toBe(proposalStateLabel(state));
      expect(figure('Yes votes')).toBe(formatVoteWeight(70_000_000_000_000n));
      expect(figure('No votes')).toBe(formatVoteWeight(12_500_000_000_000n));
      expect(figure('Approval quorum')).toBe('5.00%');
      // A tenth of the 10^10-token supply is the max vote weight; 5 % of it is needed.
      expect(figure('Max vote weight')).toBe(formatVoteWeight(1_000_000_000_000_000n));
      expect(figure('Minimum Yes votes')).toBe(formatVoteWeight(50_000_000_000_000n));
      unmount();
    },
  );

  it('shows the voting window and the vote action to a wallet that has not voted', async () => {
    renderProposal(voting.address.toBase58(), WALLET, { signing: true });
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(await within(panel).findByText('You have not voted on this proposal.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Vote Yes' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Vote No' })).toBeInTheDocument();
    expect(figure('Voting ends')).toBe('2027-01-17 00:00 UTC');
    expect(figure('Cool-off ends')).toBe('2027-01-17 12:00 UTC');
  });

  it('keeps voting in withdraw-only mode: a vote adds no stake', async () => {
    renderProposal(voting.address.toBase58(), WALLET, {
      signing: true,
      flags: { withdrawOnly: true },
    });
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(await within(panel).findByRole('button', { name: 'Vote Yes' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Vote No' })).toBeEnabled();
  });

  it('offers to relinquish a cast vote, also in withdraw-only mode', async () => {
    renderProposal(voted.address.toBase58(), WALLET, {
      signing: true,
      flags: { withdrawOnly: true },
    });
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(await within(panel).findByText(/You voted/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Relinquish vote' })).toBeEnabled();
  });

  it('says once, on the kit’s button, why a wallet that cannot sign cannot vote', async () => {
    renderProposal(voting.address.toBase58(), WALLET);
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(await within(panel).findByText('You have not voted on this proposal.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: GATE_REASONS.cannotSign })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: /^Vote/ })).toBeNull();
  });

  it("states the wallet's vote record and offers no second vote", async () => {
    renderProposal(voted.address.toBase58(), WALLET);
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(await within(panel).findByText(/You voted/)).toHaveTextContent(
      `You voted Yes with ${formatVoteWeight(4_321_500_000n)} votes.`,
    );
    expect(within(panel).queryByRole('button', { name: /^Vote/ })).toBeNull();
  });

  it('asks to connect to see the vote', async () => {
    renderProposal(voting.address.toBase58());
    const panel = await screen.findByRole('region', { name: 'Your vote' });
    expect(within(panel).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('says an unknown id is not found, and a malformed one is an invalid link', async () => {
    const { unmount } = renderProposal(missing);
    expect(await screen.findByText(`Proposal ${missing} is not found`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Proposal');
    unmount();
    renderProposal('not-a-key');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeTruthy();
  });
});
