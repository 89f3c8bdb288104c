import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safeStorage';
import { memoryStorage } from '../testing/renderApp';
import { Banner } from './Banner';
import { bannerDismissalKey, useBannerDismissal } from './bannerDismissal';

function Dismissible({
  storage,
  showsAtStart,
}: {
  storage: ReturnType<typeof safeStorage>;
  showsAtStart: boolean;
}) {
  const [dismissed, dismiss] = useBannerDismissal(storage, 'acme', 'swap', showsAtStart);
  return dismissed ? null : <Banner label="Swap" text="Swap with no fees!" onDismiss={dismiss} />;
}

describe('Banner', () => {
  it('starts long text collapsed behind Read more', async () => {
    const text = 'x'.repeat(200);
    render(<Banner label="EU" text={text} onDismiss={vi.fn()} />);
    expect(screen.getByText(text)).toHaveClass('keel-banner__text--collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(text)).not.toHaveClass('keel-banner__text--collapsed');
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('shows short text in full', () => {
    render(<Banner label="Swap" text="Swap with no fees!" onDismiss={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('stores the dismissal under its own key and remembers it', async () => {
    const raw = memoryStorage();
    const storage = safeStorage(raw);
    const { unmount } = render(<Dismissible storage={storage} showsAtStart={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(raw.data.get(bannerDismissalKey('acme', 'swap'))).toBe('true');
    unmount();
    render(<Dismissible storage={storage} showsAtStart={false} />);
    expect(screen.queryByRole('region', { name: 'Swap' })).toBeNull();
  });

  it('shows a banner that shows at start again on the next visit', () => {
    const storage = safeStorage(memoryStorage({ [bannerDismissalKey('acme', 'swap')]: 'true' }));
    render(<Dismissible storage={storage} showsAtStart />);
    expect(screen.getByRole('region', { name: 'Swap' })).toBeVisible();
  });
});
