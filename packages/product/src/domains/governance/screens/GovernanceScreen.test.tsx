import { formatTokenAmount, formatVoteWeight } from '@keel/core-math';
import { previewDeposit, voterWeight } from '@keel/governance-registry';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flags } from '../../../flags/flagTable';
import { testBrand } from '../../../testing/renderApp';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import {
  FIXTURE_NOW,
  governanceFixture,
  NATIVE_DECIMALS,
  proposalFixture,
  realmFixture,
  registrarFixture,
  voterFixture,
  WALLET,
} from '../data/testing/governanceFixtures';
import { type GovernanceWorld, seedGovernance } from '../data/testing/seedGovernance';

const realm = realmFixture(testBrand.name);
const registrar = registrarFixture(realm);
const voter = voterFixture(registrar);
const governance = governanceFixture(realm);
const proposals = [proposalFixture(50, 'Voting'), proposalFixture(51, 'Defeated')];
const symbol = testBrand.nativeTokenSymbol;

function renderGovernance(
  world: GovernanceWorld,
  { page = 'governance', wallet, flags }: RenderOptions = {},
) {
  const seeds = [seedGovernance(world), ...(wallet ? [withWallet(wallet)] : [])];
  const path = page === 'governance' ? '/governance-and-staking' : '/stake';
  return renderScreen(page, path, { seeds, ...(flags ? { flags } : {}) });
}

interface RenderOptions {
  page?: 'governance' | 'stake';
  wallet?: string;
  flags?: Partial<Flags>;
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

describe('GovernanceScreen', () => {
  it('asks to connect a wallet and still lists the proposals with their labels', async () => {
    renderGovernance({ realm, registrar, governance, proposals });
    expect(await screen.findByRole('region', { name: 'Connect a wallet' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Proposals' });
    expect(within(table).getByText('In Progress')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: proposals[0]?.name ?? '' });
    expect(link).toHaveAttribute(
      'href',
      `/governance-and-staking/proposals/${proposals[0]?.address.toBase58()}`,
    );
    expect(
      within(table).getAllByText(`Yes ${formatVoteWeight(proposals[0]?.options[0]?.voteWeight)}`),
    ).toHaveLength(2);
  });

  it('shows the voting power governance-registry computes now, and every deposit', async () => {
    renderGovernance(
      {
        realm,
        registrar,
        governance,
        proposals,
        voter: { wallet: WALLET, voter },
      },
      { wallet: WALLET },
    );
    const weight = voterWeight(registrar, voter, FIXTURE_NOW);
    expect(await screen.findByText('Voting power', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Voting power')).toBe(formatVoteWeight(weight.votes));
    expect(figure('Locked')).toBe(formatTokenAmount('5265', { symbol }));
    expect(figure('Unlocked')).toBe(formatTokenAmount('1700', { symbol }));
    const deposits = screen.getByRole('table', { name: 'Deposits' });
    const rows = within(deposits).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(weight.deposits.length);
    expect(rows.map((row) => row.querySelectorAll('td')[5]?.textContent)).toEqual(
      weight.deposits.map((d) => formatVoteWeight(d.votingPower.total)),
    );
    expect(within(rows[1] as HTMLElement).getByText('Until unlocked')).toBeInTheDocument();
    // Only deposits with unlocked tokens offer a withdrawal.
    expect(within(deposits).getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(3);
  });

  it('previews the new deposit and changes the preview with the lockup choice', async () => {
    renderGovernance(
      { realm, registrar, voter: { wallet: WALLET, voter } },
      { page: 'stake', wallet: WALLET },
    );
    const form = await screen.findByRole('form', { name: `Stake ${symbol}` });
    const expected = (kind: 'none' | 'cliff' | 'monthly', periods: number) =>
      formatVoteWeight(
        previewDeposit({
          registrar,
          votingMintConfigIdx: 0,
          amountNative: 250n * 10n ** BigInt(NATIVE_DECIMALS),
          kind,
          periods,
          chainUnixTs: FIXTURE_NOW,
        }).votingPower.total,
      );
    expect(
      within(form).getByText('Enter an amount to preview its voting power.'),
    ).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(`Amount (${symbol})`), {
      target: { value: '250' },
    });
    expect(figure('Voting power of this deposit')).toBe(expected('cliff', 365));
    fireEvent.change(within(form).getByLabelText('Lockup'), { target: { value: 'none' } });
    expect(figure('Voting power of this deposit')).toBe(expected('none', 0));
    expect(within(form).queryByLabelText(/Lockup period/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('Lockup'), { target: { value: 'monthly' } });
    expect(within(form).getByLabelText('Lockup period (months)')).toHaveValue(12);
    expect(figure('Voting power of this deposit')).toBe(expected('monthly', 12));
    fireEvent.change(within(form).getByLabelText('Lockup period (months)'), {
      target: { value: '0' },
    });
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid lockup period');
    // Nothing can be sent until the wallet runtime provides a signer.
    expect(within(form).getByRole('button', { name: 'Stake' })).toBeDisabled();
    // The stake page has no proposals.
    expect(screen.queryByRole('table', { name: 'Proposals' })).toBeNull();
  });

  it('shows the empty state behind its flag to a wallet that never staked', async () => {
    const world = { realm, registrar, voter: { wallet: WALLET, voter: null } };
    const { unmount } = renderGovernance(world, {
      page: 'stake',
      wallet: WALLET,
      flags: { governanceEmptyState: true },
    });
    expect(await screen.findByText(`No ${symbol} staked yet`)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deposits' })).toBeNull();
    unmount();

    renderGovernance(world, {
      page: 'stake',
      wallet: WALLET,
      flags: { governanceEmptyState: false },
    });
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
    expect(figure('Voting power')).toBe(formatVoteWeight(0n));
  });
});
