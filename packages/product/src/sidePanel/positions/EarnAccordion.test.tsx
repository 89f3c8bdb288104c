import { formatUsd } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../analytics/analytics';
import { testKey } from '../../domains/lending/data/testing/reserveFixture';
import { marketConfig, seedLending } from '../../domains/lending/data/testing/seedLending';
import {
  EARN_SOL_VAULT,
  EARN_USDC_VAULT,
  earnApi,
  seedEarnSymbols,
} from '../../domains/portfolio/data/testing/earnFixtures';
import { seedPortfolio } from '../../domains/portfolio/data/testing/seedPortfolio';
import { flagTable } from '../../flags/flagTable';
import { renderInApp, shownToasts } from '../../testing/renderScreen';
import { PositionsTab } from './PositionsTab';

const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));
const wallet = testKey(195).toBase58();
const main = testKey(196);

function renderTab({ earn = true, positionsFail = false } = {}) {
  const analytics: Analytics = { sampled: true, pageView: vi.fn(), track: vi.fn() };
  const onNavigate = vi.fn();
  const { toaster } = renderInApp(<PositionsTab address={wallet} onNavigate={onNavigate} />, {
    seeds: [
      seedLending(
        [
          {
            config: marketConfig('Main Market', main.toBase58(), true),
            reserves: [],
            walletObligations: { wallet, obligations: [] },
          },
        ],
        earnApi({ wallet, positionsFail: () => positionsFail }),
      ),
      seedEarnSymbols,
      seedPortfolio({ wallet, strategies: [] }),
      (context) => {
        context.analytics = analytics;
      },
    ],
    flags: { ...noFlags, lending: true, earn },
  });
  return { analytics, onNavigate, toaster };
}

describe('the Positions tab’s Earn accordion', () => {
  it('follows Long/Short and lists the held vaults at their vault-page value', async () => {
    renderTab();
    const list = await screen.findByRole('list', { name: 'Earn positions' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/earn/lend/${EARN_USDC_VAULT}`,
      `/earn/lend/${EARN_SOL_VAULT}`,
    ]);
    await waitFor(() => expect(links[0]).toHaveTextContent(formatUsd(120)));
    expect(links[1]).toHaveTextContent(formatUsd(360));
    const summaries = [...document.querySelectorAll('summary')].map(
      (s) => s.firstChild?.textContent,
    );
    expect(summaries).toEqual(['Liquidity', 'Borrow/Lend', 'Multiply', 'Long/Short', 'Earn']);
  });

  it('opens a vault, closing the panel and recording the click', async () => {
    const user = userEvent.setup();
    const { analytics, onNavigate } = renderTab();
    const list = await screen.findByRole('list', { name: 'Earn positions' });
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('side_panel:positions:Earn', {
      vault: EARN_USDC_VAULT,
    });
  });

  it('has no Earn accordion without the earn flag', async () => {
    renderTab({ earn: false });
    expect(await screen.findByText('No liquidity positions')).toBeTruthy();
    expect(screen.queryByText('Earn', { selector: 'summary' })).toBeNull();
  });

  it('says when the positions read fails, with a retry and its toast', async () => {
    const { toaster } = renderTab({ positionsFail: true });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('details')?.querySelector('summary')?.firstChild?.textContent).toBe(
      'Earn',
    );
    expect(retry.closest('.keel-positions__error')).toHaveTextContent(
      'Failed to load user positions',
    );
    await waitFor(() =>
      expect(shownToasts(toaster)).toContainEqual({
        type: 'error',
        message: 'Failed to load user positions',
        description: undefined,
        key: `earn-positions-${wallet}`,
      }),
    );
  });
});
