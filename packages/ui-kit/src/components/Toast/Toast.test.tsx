import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';
import { createToaster, type Toaster } from './toaster';

function SaveButton() {
  const toasts = useToast();
  return (
    <button type="button" onClick={() => toasts.success('Saved')}>
      Save
    </button>
  );
}

function renderToasts(props: Partial<Parameters<typeof ToastProvider>[0]> = {}) {
  const toaster = createToaster();
  render(<ToastProvider toaster={toaster} {...props} />);
  return toaster;
}

function show(toaster: Toaster, run: (toaster: Toaster) => unknown) {
  act(() => {
    run(toaster);
  });
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['success', 4_000],
    ['info', 10_000],
    ['error', 4_000],
    ['warning', 4_500],
    ['special', 4_500],
  ] as const)('a %s toast closes after %i ms', (type, duration) => {
    const toaster = renderToasts();
    show(toaster, (t) => t[type]('Hello'));
    act(() => vi.advanceTimersByTime(duration - 1));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('keeps an error with a transaction for 10 s', () => {
    const toaster = renderToasts();
    show(toaster, (t) => t.error('Deposit failed', { txids: ['abc'] }));
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByText('Deposit failed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Deposit failed')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is closed', () => {
    const toaster = renderToasts();
    show(toaster, (t) => t.loading('Confirming 1 of 2 transactions'));
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('Confirming 1 of 2 transactions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Confirming 1 of 2 transactions')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const toaster = renderToasts();
    show(toaster, (t) => t.success('Deposited'));
    act(() => vi.advanceTimersByTime(3_000));
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Deposited')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Deposited')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Deposited')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside', () => {
    const toaster = renderToasts();
    show(toaster, (t) => t.success('Deposited'));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Deposited')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText('Deposited')).not.toBeInTheDocument();
  });

  it('restarts the timer when a toast is replaced by key', () => {
    const toaster = renderToasts();
    show(toaster, (t) => t.success('First', { key: 'k' }));
    act(() => vi.advanceTimersByTime(3_000));
    show(toaster, (t) => t.success('Second', { key: 'k' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_999));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('announces politely, errors assertively', () => {
    const toaster = renderToasts();
    show(toaster, (t) => {
      t.info('Heads up');
      t.error('Failed to connect wallet. Please, try again');
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to connect wallet. Please, try again',
    );
  });

  it('shows a string, list or element description', () => {
    const toaster = renderToasts();
    show(toaster, (t) => {
      t.info('A', { description: 'Plain text' });
      t.info('B', { description: ['Line one', 'Line two'] });
      t.info('C', { description: <strong>Bold part</strong> });
    });
    expect(screen.getByText('Plain text').tagName).toBe('P');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Line one', 'Line two']),
    );
    expect(screen.getByText('Bold part').tagName).toBe('STRONG');
  });

  it('shows the status line under the title', () => {
    const toaster = renderToasts();
    show(toaster, (t) => t.success('Supply 7 USDC', { status: 'Confirmed' }));
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Supply 7 USDC')).toHaveClass('keel-toast__message');
    expect(within(toast).getByText('Confirmed')).toHaveClass('keel-toast__status');
  });

  it('links transaction ids with the caller’s builder and names', () => {
    const toaster = renderToasts({ txLink: (txid) => `https://explorer.example/tx/${txid}` });
    show(toaster, (t) => t.success('Done', { txids: ['aaa', 'bbb'], txNames: ['Deposit'] }));
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', 'https://explorer.example/tx/aaa');
    expect(deposit).toHaveAttribute('target', '_blank');
    expect(deposit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Transaction 2' })).toHaveAttribute(
      'href',
      'https://explorer.example/tx/bbb',
    );
  });

  it('prefers the toast’s own link builder, and shows no link without one', () => {
    const toaster = renderToasts({ txLink: (txid) => `https://a.example/tx/${txid}` });
    show(toaster, (t) =>
      t.success('Own', { txids: ['x'], txLink: (txid) => `https://b.example/${txid}` }),
    );
    expect(screen.getByRole('link', { name: 'View transaction' })).toHaveAttribute(
      'href',
      'https://b.example/x',
    );
    const bare = createToaster();
    render(<ToastProvider toaster={bare} />);
    show(bare, (t) => t.info('No explorer', { txids: ['y'] }));
    const region = screen.getAllByRole('region', { name: 'Notifications' });
    expect(region.length).toBeGreaterThan(0);
    expect(screen.getByTitle('y')).toHaveTextContent('View transaction');
  });

  it('places toasts bottom-left by default and elsewhere when asked', () => {
    const toaster = renderToasts();
    show(toaster, (t) => {
      t.info('Default');
      t.info('Top right', { placement: 'topRight' });
    });
    const regions = screen.getAllByRole('region', { name: 'Notifications' });
    const bottomLeft = regions.find((region) =>
      region.classList.contains('keel-toast-viewport--bottom-left'),
    );
    const topRight = regions.find((region) =>
      region.classList.contains('keel-toast-viewport--top-right'),
    );
    expect(bottomLeft && within(bottomLeft).getByText('Default')).toBeTruthy();
    expect(topRight && within(topRight).getByText('Top right')).toBeTruthy();
  });

  it('uses the title icon and class name given', () => {
    const toaster = renderToasts();
    show(toaster, (t) =>
      t.special('Boosted', { titleIcon: <span data-testid="own-icon" />, className: 'promo' }),
    );
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('keel-toast', 'keel-toast--special', 'promo');
  });

  it('gives components the provider’s toaster through useToast', () => {
    const toaster = createToaster();
    render(
      <ToastProvider toaster={toaster}>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(toaster.getSnapshot().map((toast) => toast.message)).toEqual(['Saved']);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
