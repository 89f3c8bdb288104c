import { formatTokenAmount, formatVoteWeight } from '@keel/core-math';
import { previewDeposit, voterWeight } from '@keel/governance-registry';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_REASONS } from '../../../actions/actionGate';
import { AMOUNT_REASONS } from '../../../actions/amountProblem';
import { formatUnixSecondsUtc } from '../../../common/formatTime';
import type { Flags } from '../../../flags/flagTable';
import { testBrand } from '../../../testing/renderApp';
import { renderScreen, shownToasts, withWallet } from '../../../testing/renderScreen';
import { governanceRuntime } from '../data/runtime';
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
import {
  type GovernanceWorld,
  seedGovernance,
  withSigningWallet,
} from '../data/testing/seedGovernance';

const realm = realmFixture(testBrand.name);
const registrar = registrarFixture(realm);
const voter = voterFixture(registrar);
const governance = governanceFixture(realm);
const proposals = [proposalFixture(50, 'Voting'), proposalFixture(51, 'Defeated')];
const symbol = testBrand.nativeTokenSymbol;

function renderGovernance(
  world: GovernanceWorld,
  { page = 'governance', wallet, signing = false, flags }: RenderOptions = {},
) {
  const walletSeed = signing ? withSigningWallet : withWallet;
  const seeds = [seedGovernance(world), ...(wallet ? [walletSeed(wallet)] : [])];
  const path = page === 'governance' ? '/governance-and-staking' : '/stake';
  // Every flag is on in screen tests; withdraw-only mode (which the kit's gate reads) only when
  // a test asks for it.
  return renderScreen(page, path, { seeds, flags: { withdrawOnly: false, ...flags } });
}

interface RenderOptions {
  page?: 'governance' | 'stake';
  wallet?: string;
  /** The wallet can sign (else the kit's gate refuses every write). */
  signing?: boolean;
  flags?: Partial<Flags>;
}

/** 500 tokens in the wallet's token account of the voting mint. */
const walletTokens = { wallet: WALLET, amount: 500n * 10n ** BigInt(NATIVE_DECIMALS) };

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
      { realm, registrar, voter: { wallet: WALLET, voter }, walletTokens },
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
    // No lockup until one is chosen, and then its unlock date is shown.
    expect(within(form).getByLabelText('Lockup')).toHaveValue('none');
    fireEvent.change(within(form).getByLabelText(`Amount (${symbol})`), {
      target: { value: '250' },
    });
    expect(figure('Voting power of this deposit')).toBe(expected('none', 0));
    expect(within(form).queryByLabelText(/Lockup period/)).toBeNull();
    expect(within(form).queryByText('Unlocks')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Lockup'), { target: { value: 'cliff' } });
    expect(within(form).getByLabelText('Lockup period (days)')).toHaveValue(365);
    expect(figure('Voting power of this deposit')).toBe(expected('cliff', 365));
    const registrarNow = FIXTURE_NOW + registrar.timeOffset;
    expect(figure('Unlocks')).toBe(formatUnixSecondsUtc(Number(registrarNow + 365n * 86_400n)));
    fireEvent.change(within(form).getByLabelText('Lockup'), { target: { value: 'monthly' } });
    expect(within(form).getByLabelText('Lockup period (months)')).toHaveValue(12);
    expect(figure('Voting power of this deposit')).toBe(expected('monthly', 12));
    fireEvent.change(within(form).getByLabelText('Lockup period (months)'), {
      target: { value: '0' },
    });
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid lockup period');
    // Nothing can be sent until the wallet runtime provides a signer: the button says so.
    expect(within(form).getByRole('button', { name: GATE_REASONS.cannotSign })).toBeDisabled();
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

describe('Stake and unstake on the action kit', () => {
  const world = { realm, registrar, voter: { wallet: WALLET, voter }, walletTokens };
  const weight = voterWeight(registrar, voter, FIXTURE_NOW);
  const token = (amount: string) => formatTokenAmount(amount, { symbol });
  /** The preview row's value as screen readers hear it ('from … →  to …' when it changes). */
  const row = (scope: HTMLElement, label: string) =>
    within(within(scope).getByLabelText('Preview')).getByText(label, { selector: 'dt' })
      .nextElementSibling?.textContent;

  it('stake: the wallet balance, Max, the reason above it and the preview before → after', async () => {
    const user = userEvent.setup();
    renderGovernance(world, { page: 'stake', wallet: WALLET, signing: true });
    const form = await screen.findByRole('form', { name: `Stake ${symbol}` });
    const field = within(form).getByLabelText(`Amount (${symbol})`);
    expect(within(form).getByText(`Wallet: ${token('500')}`)).toBeInTheDocument();

    await user.type(field, '600');
    const refused = within(form).getByRole('button', { name: AMOUNT_REASONS.insufficientBalance });
    expect(refused).toBeDisabled();
    expect(field).toHaveAccessibleDescription(/^Insufficient balance/);

    await user.click(within(form).getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('500');
    await user.selectOptions(within(form).getByLabelText('Lockup'), 'cliff');
    const deposit = previewDeposit({
      registrar,
      votingMintConfigIdx: 0,
      amountNative: 500n * 10n ** BigInt(NATIVE_DECIMALS),
      kind: 'cliff',
      periods: 365,
      chainUnixTs: FIXTURE_NOW,
    }).votingPower.total;
    expect(row(form, 'Voting power of this deposit')).toBe(formatVoteWeight(deposit));
    expect(row(form, 'Voting power')).toBe(
      `from ${formatVoteWeight(weight.votes)} →  to ${formatVoteWeight(weight.votes + deposit)}`,
    );
    expect(row(form, 'Locked')).toBe(`from ${token('5265')} →  to ${token('5765')}`);
    // A cliff lockup adds nothing unlocked: the figure shows once.
    expect(row(form, 'Unlocked')).toBe(token('1700'));
    expect(row(form, 'Network fee')).toBe('0.000005 SOL');
    expect(within(form).getByRole('button', { name: 'Stake' })).toBeEnabled();
  });

  it('unstake: Max is the unlocked amount, more is refused, the preview takes it out', async () => {
    const user = userEvent.setup();
    renderGovernance(world, { page: 'stake', wallet: WALLET, signing: true });
    await user.click(await screen.findByRole('tab', { name: 'Unstake' }));
    const form = screen.getByRole('form', { name: `Unstake ${symbol}` });
    const field = within(form).getByLabelText(`Amount (${symbol})`);
    expect(within(form).getByText(`Unlocked: ${token('1700')}`)).toBeInTheDocument();
    // Nothing typed: the figures as they are, and the kit's reason on the button.
    expect(row(form, 'Unlocked')).toBe(token('1700'));
    expect(within(form).getByRole('button', { name: AMOUNT_REASONS.enter })).toBeDisabled();

    await user.type(field, '1701');
    expect(within(form).getByRole('button', { name: 'Above your unlocked amount' })).toBeDisabled();

    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('1700');
    // Unlocked tokens weigh the baseline only: one vote per token goes with them.
    const after = weight.votes - 1_700n * 10n ** BigInt(NATIVE_DECIMALS);
    expect(row(form, 'Voting power')).toBe(
      `from ${formatVoteWeight(weight.votes)} →  to ${formatVoteWeight(after)}`,
    );
    expect(row(form, 'Unlocked')).toBe(`from ${token('1700')} →  to ${token('0')}`);
    expect(row(form, 'Locked')).toBe(token('5265'));
    expect(within(form).getByRole('button', { name: 'Unstake' })).toBeEnabled();
  });

  it('withdraw-only mode refuses a stake with the gate’s reason and keeps unstaking and the deposit actions', async () => {
    const user = userEvent.setup();
    renderGovernance(world, { wallet: WALLET, signing: true, flags: { withdrawOnly: true } });
    const form = await screen.findByRole('form', { name: `Stake ${symbol}` });
    await user.type(within(form).getByLabelText(`Amount (${symbol})`), '10');
    expect(within(form).getByRole('button', { name: GATE_REASONS.withdrawOnly })).toBeDisabled();

    const deposits = screen.getByRole('table', { name: 'Deposits' });
    for (const button of within(deposits).getAllByRole('button', {
      name: /^(Withdraw|Lock|Extend)/,
    })) {
      expect(button).toBeEnabled();
    }

    await user.click(screen.getByRole('tab', { name: 'Unstake' }));
    const unstake = screen.getByRole('form', { name: `Unstake ${symbol}` });
    await user.type(within(unstake).getByLabelText(`Amount (${symbol})`), '10');
    expect(within(unstake).getByRole('button', { name: 'Unstake' })).toBeEnabled();
  });

  it('a stake the program would refuse shows its copy in an error toast and sends nothing', async () => {
    const user = userEvent.setup();
    // Every one of the 32 deposit slots is used: the registrar has no room for another.
    const [first] = voter.deposits;
    if (!first) throw new Error('no deposit');
    const full = { ...voter, deposits: voter.deposits.map((d) => (d.isUsed ? d : first)) };
    const refusal = governanceRuntime.stakeInstructions({
      registrar,
      voter: full,
      wallet: WALLET,
      amountNative: 10n,
      kind: 'cliff',
      periods: 365,
      preview: {
        decimals: 6,
        symbol,
        chainUnixTs: 0n,
        after: governanceRuntime.stakingViewAt(registrar, full, 6, 0n),
      },
    });
    if (refusal.ok) throw new Error('expected a refusal');
    const { toaster } = renderGovernance(
      { ...world, voter: { wallet: WALLET, voter: full } },
      { page: 'stake', wallet: WALLET, signing: true },
    );
    const form = await screen.findByRole('form', { name: `Stake ${symbol}` });
    const field = within(form).getByLabelText(`Amount (${symbol})`);
    await user.type(field, '10');
    await user.click(within(form).getByRole('button', { name: 'Stake' }));
    await vi.waitFor(() =>
      expect(shownToasts(toaster)).toEqual([
        expect.objectContaining({
          type: 'error',
          message: `Staking failed: ${refusal.message}`,
        }),
      ]),
    );
    // Nothing was sent (no transaction toast) and what the user typed stays.
    expect(field).toHaveValue('10');
  });

  it('a read-only wallet sees why on the deposit actions too', async () => {
    renderGovernance(world, { page: 'stake', wallet: WALLET });
    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    const withdraw = within(deposits).getAllByRole('button', { name: /^Withdraw/ })[0];
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAttribute('title', GATE_REASONS.cannotSign);
  });
});
