import { formatVoteWeight } from '@keel/core-math';
import { previewResetLockup, voterWeight } from '@keel/governance-registry';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GATE_REASONS } from '../../../actions/actionGate';
import { renderInApp } from '../../../testing/renderScreen';
import { governanceRuntime } from '../data/runtime';
import { stakingView } from '../data/stakingView';
import {
  FIXTURE_NOW,
  NATIVE_DECIMALS,
  realmFixture,
  registrarFixture,
  voterFixture,
} from '../data/testing/governanceFixtures';
import { LockupDialog } from './LockupDialog';

const registrar = registrarFixture(realmFixture('Acme'));
const voter = voterFixture(registrar);
const view = stakingView(voterWeight(registrar, voter, FIXTURE_NOW), NATIVE_DECIMALS);
// The fixture's deposits: 0 none, 1 constant, 2 cliff (700 days left), 3 daily, 4 monthly.
const row = (index: number) => {
  const deposit = view.deposits[index];
  if (!deposit) throw new Error(`no deposit ${index}`);
  return deposit;
};
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const weightAfter = (index: number, kind: 'cliff' | 'constant', periods: number) =>
  formatVoteWeight(
    previewResetLockup({
      registrar,
      entry: row(index).entry,
      kind,
      periods,
      chainUnixTs: FIXTURE_NOW,
    }).votingPower.total,
  );

function renderDialog(index: number, onConfirm = vi.fn(async () => true), blockedReason?: string) {
  const onClose = vi.fn();
  renderInApp(
    <LockupDialog
      deposit={row(index)}
      lib={governanceRuntime}
      registrar={registrar}
      nowSeconds={FIXTURE_NOW}
      onClose={onClose}
      onConfirm={onConfirm}
      blockedReason={blockedReason}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onConfirm, onClose };
}

describe('LockupDialog', () => {
  it('extends a cliff for at least what is left, to a cliff or a constant lockup', async () => {
    const { dialog, onConfirm, onClose } = renderDialog(2);
    expect(within(dialog).getByRole('heading', { name: 'Extend lockup' })).toBeInTheDocument();
    const kinds = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toEqual(['Cliff', 'Constant']);
    const periods = within(dialog).getByLabelText('Lockup period (days)');
    expect(periods).toHaveValue(700);
    expect(figure('Voting power now')).toBe(formatVoteWeight(row(2).votingPower));
    expect(figure('Voting power after')).toBe(weightAfter(2, 'cliff', 700));

    fireEvent.change(periods, { target: { value: '699' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid lockup period');
    // The kit's button says why it is disabled.
    expect(within(dialog).getByRole('button', { name: 'Invalid lockup period' })).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Lockup'), { target: { value: 'constant' } });
    fireEvent.change(periods, { target: { value: '900' } });
    expect(figure('Voting power after')).toBe(weightAfter(2, 'constant', 900));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith(row(2), 'constant', 900);
  });

  it('locks an unlocked deposit with any lockup and stays open when sending fails', async () => {
    const { dialog, onConfirm, onClose } = renderDialog(
      0,
      vi.fn(async () => false),
    );
    expect(within(dialog).getByRole('heading', { name: 'Lock deposit' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option')).toHaveLength(4);
    expect(within(dialog).getByLabelText('Lockup')).toHaveValue('cliff');
    fireEvent.change(within(dialog).getByLabelText('Lockup period (days)'), {
      target: { value: '365' },
    });
    expect(figure('Voting power after')).toBe(weightAfter(0, 'cliff', 365));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith(row(0), 'cliff', 365));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the gate’s reason on its button and sends nothing', () => {
    const { dialog, onConfirm } = renderDialog(
      2,
      vi.fn(async () => true),
      GATE_REASONS.cannotSign,
    );
    // The preview still shows what the change would give.
    expect(figure('Voting power after')).toBe(weightAfter(2, 'cliff', 700));
    const button = within(dialog).getByRole('button', { name: GATE_REASONS.cannotSign });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the fees of the change under its voting power', () => {
    const { dialog } = renderDialog(2);
    const preview = within(dialog).getByLabelText('Preview');
    expect(within(preview).getByText('Network fee').nextElementSibling).toHaveTextContent(
      '0.000005 SOL',
    );
    expect(within(preview).getByText('Priority fee')).toBeInTheDocument();
  });
});
