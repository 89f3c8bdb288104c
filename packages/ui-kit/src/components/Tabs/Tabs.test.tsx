import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs, type TabsProps } from './Tabs';

type WalletTab = 'balances' | 'positions' | 'activity' | 'bridge';

const TABS: readonly TabItem<WalletTab>[] = [
  { id: 'balances', label: 'Balances', content: <p>Balances panel</p> },
  { id: 'positions', label: 'Positions', content: <p>Positions panel</p> },
  { id: 'bridge', label: 'Bridge', content: <p>Bridge panel</p>, disabled: true },
  { id: 'activity', label: 'Activity', content: <p>Activity panel</p> },
];

function Controlled() {
  const [value, setValue] = useState<WalletTab>('activity');
  return <Tabs tabs={TABS} value={value} onValueChange={setValue} label="Wallet" />;
}

function renderTabs(props: Partial<TabsProps<WalletTab>> = {}) {
  render(<Tabs tabs={TABS} label="Wallet" {...props} />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  return { tab };
}

describe('Tabs', () => {
  it('wires tabs and panels together and shows the first tab', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Wallet' })).toBeInTheDocument();
    const balances = tab('Balances');
    expect(balances).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Balances' });
    expect(balances).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Balances panel');
    expect(screen.queryByText('Positions panel')).not.toBeInTheDocument();
  });

  it('has a single tab stop on the selected tab (roving tabindex)', async () => {
    const user = userEvent.setup();
    const { tab } = renderTabs({ defaultValue: 'positions' });
    expect(tab('Positions')).toHaveAttribute('tabindex', '0');
    expect(tab('Balances')).toHaveAttribute('tabindex', '-1');
    expect(tab('Activity')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('Positions')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { tab } = renderTabs({ onValueChange });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Positions')).toHaveFocus();
    expect(tab('Positions')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Activity')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Activity panel');
    await user.keyboard('{ArrowRight}');
    expect(tab('Balances')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Activity')).toHaveFocus();
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual([
      'positions',
      'activity',
      'balances',
      'activity',
    ]);
  });

  it('jumps with Home and End', async () => {
    const user = userEvent.setup();
    const { tab } = renderTabs({ defaultValue: 'positions' });
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Activity')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Balances')).toHaveFocus();
    expect(tab('Balances')).toHaveAttribute('aria-selected', 'true');
  });

  it('with manual activation moves focus only, and selects on Enter', async () => {
    const user = userEvent.setup();
    const { tab } = renderTabs({ activation: 'manual' });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Positions')).toHaveFocus();
    expect(tab('Balances')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Positions')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click and ignores disabled tabs', async () => {
    const user = userEvent.setup();
    const { tab } = renderTabs();
    await user.click(tab('Activity'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Activity panel');
    await user.click(tab('Bridge'));
    expect(tab('Activity')).toHaveAttribute('aria-selected', 'true');
  });

  it('in controlled mode shows the value it is given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { tab } = renderTabs({ value: 'positions', onValueChange });
    await user.click(tab('Activity'));
    expect(onValueChange).toHaveBeenCalledWith('activity');
    expect(tab('Positions')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlling parent', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Activity panel');
    await user.click(screen.getByRole('tab', { name: 'Balances' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Balances panel');
  });

  it('keeps hidden panels mounted when asked', () => {
    renderTabs({ keepMounted: true });
    expect(screen.getByText('Positions panel')).not.toBeVisible();
    expect(screen.getByText('Balances panel')).toBeVisible();
  });
});
