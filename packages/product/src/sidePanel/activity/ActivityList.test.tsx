import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityEntries } from '../../domains/portfolio/data/testing/activityFixtures';
import { ActivityList } from './ActivityList';
import { ACTIVITY_OVERSCAN, ACTIVITY_ROW_HEIGHT, rowWindow } from './ActivityListWindow';

const VIEWPORT = 380;

function renderList(count: number) {
  const entries = activityEntries(count);
  render(
    <ActivityList
      entries={entries}
      explorerLink={(signature) => `https://explorer.test/tx/${signature}?cluster=localnet`}
      label="Transaction history"
    />,
  );
  const container = screen.getByTestId('activity-list');
  const rows = () =>
    within(screen.getByRole('list', { name: 'Transaction history' })).queryAllByRole('listitem');
  const scrollTo = (top: number) => {
    container.scrollTop = top;
    fireEvent.scroll(container);
  };
  return { entries, container, rows, scrollTo };
}

describe('rowWindow', () => {
  const base = { rowHeight: 76, overscan: 5, count: 5000 };

  it('is the rows in view plus the overscan either side', () => {
    expect(rowWindow({ ...base, scrollTop: 0, viewportHeight: 380 })).toEqual({
      start: 0,
      end: 10,
    });
    expect(rowWindow({ ...base, scrollTop: 760, viewportHeight: 380 })).toEqual({
      start: 5,
      end: 20,
    });
    expect(rowWindow({ ...base, scrollTop: 5000 * 76 - 380, viewportHeight: 380 })).toEqual({
      start: 4990,
      end: 5000,
    });
  });

  it('keeps inside the list', () => {
    expect(rowWindow({ ...base, count: 3, scrollTop: 0, viewportHeight: 380 })).toEqual({
      start: 0,
      end: 3,
    });
    expect(rowWindow({ ...base, count: 0, scrollTop: 0, viewportHeight: 380 })).toEqual({
      start: 0,
      end: 0,
    });
    expect(rowWindow({ ...base, scrollTop: -50, viewportHeight: 0 })).toEqual({ start: 0, end: 6 });
  });
});

describe('ActivityList', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps at most ~40 of 5,000 rows in the DOM, at the top and scrolled to the end', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT);
    const { rows, scrollTo } = renderList(5000);
    const list = screen.getByRole('list', { name: 'Transaction history' });
    expect(list).toHaveStyle({ height: `${5000 * ACTIVITY_ROW_HEIGHT}px` });
    const inView = Math.ceil(VIEWPORT / ACTIVITY_ROW_HEIGHT);
    expect(rows()).toHaveLength(inView + ACTIVITY_OVERSCAN);
    expect(rows()[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows()[0]).toHaveAttribute('aria-setsize', '5000');

    scrollTo(2500 * ACTIVITY_ROW_HEIGHT);
    expect(rows().length).toBeLessThanOrEqual(40);
    expect(rows()[0]).toHaveAttribute('aria-posinset', String(2501 - ACTIVITY_OVERSCAN));

    scrollTo(5000 * ACTIVITY_ROW_HEIGHT - VIEWPORT);
    expect(rows().length).toBeLessThanOrEqual(40);
    const last = rows().at(-1);
    expect(last).toHaveAttribute('aria-posinset', '5000');
    expect(last).toHaveStyle({ top: `${4999 * ACTIVITY_ROW_HEIGHT}px` });
  });

  it('lays rows out ~76 px high with 12 px padding, each opening its transaction', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT);
    const { rows, entries } = renderList(3);
    const [first] = rows();
    expect(first).toHaveStyle({ top: '0px', height: '76px', padding: '12px' });
    expect(rows()[1]).toHaveStyle({ top: '76px' });
    const link = within(first as HTMLElement).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://explorer.test/tx/sig0?cluster=localnet');
    expect(link).toHaveAttribute('target', '_blank');
    expect(first).toHaveTextContent('Deposit');
    expect(first).toHaveTextContent('Borrow/Lend');
    expect(first).toHaveTextContent('2025-01-01T00:00:00Z');
    expect(first).toHaveTextContent('1 SOL');
    expect(first).toHaveTextContent('$100.00');
    expect(entries).toHaveLength(3);
  });
});
