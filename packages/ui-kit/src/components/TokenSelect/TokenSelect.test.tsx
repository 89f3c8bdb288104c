import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../Modal/Modal';
import { filterTokenOptions } from './filterTokenOptions';
import { TokenSelect, type TokenSelectOption, type TokenSelectProps } from './TokenSelect';

const SOL_MINT = 'So11111111111111111111111111111111111111112';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP_MINT = 'JUPyiwrYJFskUPiHa7heR8VUtAeFoSYbKedZNsDvCN';

const tokens: TokenSelectOption[] = [
  {
    id: SOL_MINT,
    symbol: 'SOL',
    name: 'Solana',
    verified: true,
    balanceText: '12.5',
    logo: <img alt="" src="data:," />,
  },
  { id: USDC_MINT, symbol: 'USDC', name: 'USD Coin', verified: true, balanceText: '100' },
  { id: JUP_MINT, symbol: 'JUP', name: 'Jupiter' },
  { id: 'jitosol', mint: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn', symbol: 'JitoSOL' },
];

type HarnessProps = Partial<Omit<TokenSelectProps, 'value'>> & { initial?: string | null };

function Harness({ initial = null, onSelect, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <TokenSelect
        label="Token"
        options={tokens}
        {...props}
        value={value}
        onSelect={(id) => {
          onSelect?.(id);
          setValue(id);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  render(<Harness onSelect={onSelect} onOpenChange={onOpenChange} {...props} />);
  const trigger = screen.getByRole('button', { name: /^Token / });
  return { user, onSelect, onOpenChange, trigger };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const search = () => screen.getByRole('combobox', { name: 'Search tokens' });

describe('filterTokenOptions', () => {
  it.each([
    ['', ['SOL', 'USDC', 'JUP', 'JitoSOL']],
    ['  ', ['SOL', 'USDC', 'JUP', 'JitoSOL']],
    ['sol', ['SOL', 'JitoSOL']],
    [' Sol ', ['SOL', 'JitoSOL']],
    ['coin', ['USDC']],
    ['jupiter', ['JUP']],
    ['EPjFW', ['USDC']],
    ['epjfw', []], // addresses are case-sensitive
    [USDC_MINT, ['USDC']],
    ['J1toso1', ['JitoSOL']], // `mint` when the id is not the address
    ['jitosol', ['JitoSOL']], // the symbol, not the id
    ['xyz', []],
  ])('%j keeps %j in the given order', (query, symbols) => {
    expect(filterTokenOptions(tokens, query).map((token) => token.symbol)).toEqual(symbols);
  });
});

describe('TokenSelect', () => {
  it('is a collapsed button named by its label and the selected token', () => {
    const { trigger } = setup({ initial: SOL_MINT });
    expect(trigger).toHaveAccessibleName('Token SOL');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the placeholder when nothing (or an unknown id) is selected', () => {
    render(
      <TokenSelect
        label="Collateral"
        options={tokens}
        value="unknown"
        onSelect={vi.fn()}
        placeholder="Choose"
      />,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Collateral Choose');
  });

  it('opens a searchable list on click, with focus in the search field', async () => {
    const { user, trigger, onOpenChange } = setup({ initial: USDC_MINT });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Token' })).toBeInTheDocument();
    expect(search()).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Token' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['SOLSolana12.5', 'USDCUSD Coin100', 'JUPJupiter', 'JitoSOL']);
    // the selected token is marked and is where the keyboard starts
    const usdc = screen.getByRole('option', { name: /USDC/ });
    expect(usdc).toHaveAttribute('aria-selected', 'true');
    expect(search()).toHaveAttribute('aria-activedescendant', usdc.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('shows symbol, name, balance and a named verified mark in each option', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const sol = screen.getByRole('option', { name: /^SOL/ });
    expect(within(sol).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(sol).getByText('Solana')).toBeInTheDocument();
    expect(within(sol).getByText('12.5')).toBeInTheDocument();
    expect(
      within(screen.getByRole('option', { name: /JUP/ })).queryByRole('img'),
    ).not.toBeInTheDocument();
    // logos are decorative
    expect(sol.querySelector('img')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('filters by symbol, name and address and shows the empty text', async () => {
    const { user, trigger } = setup({ emptyText: 'Nothing matches' });
    await user.click(trigger);
    await user.type(search(), 'coin');
    expect(optionNames()).toEqual(['USDCUSD Coin100']);
    await user.clear(search());
    await user.type(search(), 'JUPyiw');
    expect(optionNames()).toEqual(['JUPJupiter']);
    await user.type(search(), 'zzz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches');
    expect(search()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrows (wrapping) and chooses with Enter, returning focus', async () => {
    const { user, trigger, onSelect, onOpenChange } = setup();
    await user.click(trigger);
    const activeName = () =>
      document.getElementById(search().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeName()).toBe('SOLSolana12.5');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe('USDCUSD Coin100');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeName()).toBe('JitoSOL');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe('SOLSolana12.5');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(USDC_MINT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleName('Token USDC');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('starts at the first match after a search', async () => {
    const { user, trigger, onSelect } = setup({ initial: USDC_MINT });
    await user.click(trigger);
    await user.type(search(), 'sol');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('jitosol');
  });

  it('opens from the keyboard: Enter, ArrowDown, and typing a character starts the search', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(search()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('j');
    expect(search()).toHaveFocus();
    expect(search()).toHaveValue('j');
    await user.keyboard('u');
    expect(search()).toHaveValue('ju');
    expect(optionNames()).toEqual(['JUPJupiter']);
  });

  it('chooses with a click', async () => {
    const { user, trigger, onSelect } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: /JUP/ }));
    expect(onSelect).toHaveBeenCalledWith(JUP_MINT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside, on Tab away and on a second click of the trigger', async () => {
    const { user, trigger, onSelect } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('Escape closes the list but not a surrounding modal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Supply" onClose={onClose}>
        <TokenSelect label="Token" options={tokens} value={null} onSelect={vi.fn()} />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: /^Token/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('uses renderLogo for options without a logo, and can be disabled', async () => {
    const user = userEvent.setup();
    const renderLogo = vi.fn((option: TokenSelectOption) => (
      <span data-testid={`logo-${option.symbol}`} />
    ));
    const { rerender } = render(
      <TokenSelect
        label="Token"
        options={tokens}
        value={JUP_MINT}
        onSelect={vi.fn()}
        renderLogo={renderLogo}
      />,
    );
    expect(screen.getByTestId('logo-JUP')).toBeInTheDocument();
    await user.click(screen.getByRole('button'));
    expect(screen.queryByTestId('logo-SOL')).not.toBeInTheDocument(); // has its own logo
    expect(screen.getByTestId('logo-USDC')).toBeInTheDocument();

    rerender(
      <TokenSelect label="Token" options={tokens} value={JUP_MINT} onSelect={vi.fn()} disabled />,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Token JUP' })).toBeDisabled();
  });

  it('forwards ref to the trigger', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <TokenSelect ref={ref} label="Token" options={tokens} value={null} onSelect={vi.fn()} />,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Token Select token' }));
  });
});

describe('TokenSelect remote search', () => {
  it('reports the search text as it changes, and an empty one when the list closes', async () => {
    const onQueryChange = vi.fn();
    render(<Harness onQueryChange={onQueryChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Token/ }));
    await userEvent.type(screen.getByRole('combobox'), 'us');
    expect(onQueryChange).toHaveBeenLastCalledWith('us');
    await userEvent.keyboard('{Escape}');
    expect(onQueryChange).toHaveBeenLastCalledWith('');
  });
});
