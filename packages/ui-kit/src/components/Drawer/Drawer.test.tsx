import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCssSource } from '../../testing/cssSources';
import { Drawer } from './Drawer';

afterEach(() => {
  document.body.removeAttribute('style');
});

function overlay(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.keel-drawer-overlay');
  if (!element) throw new Error('overlay not rendered');
  return element;
}

function MenuDrawer({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer
        open={open}
        side="left"
        title="Navigation"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <a href="/earn">Earn</a>
        <a href="/swap">Swap</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog on the chosen side', async () => {
    const user = userEvent.setup();
    render(<MenuDrawer />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('keel-drawer', 'keel-drawer--left');
    expect(screen.getByRole('link', { name: 'Earn' })).toHaveFocus();
  });

  it('opens on the right by default and takes a custom width as a CSS variable', () => {
    render(
      <Drawer open title="Wallet" width="360px" onClose={() => {}}>
        content
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wallet' });
    expect(dialog).toHaveClass('keel-drawer--right');
    expect(dialog.style.getPropertyValue('--keel-drawer-width')).toBe('360px');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the overlay', async (user: ReturnType<typeof userEvent.setup>) => user.click(overlay())],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('closes on %s, unlocks scroll and returns focus to the menu button', async (_, close) => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<MenuDrawer onClose={onClose} />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    expect(document.body.style.overflow).toBe('hidden');

    await close(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(menuButton).toHaveFocus();
  });

  it('stays open on overlay clicks when closeOnOverlayClick is false', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Drawer open title="Wallet" closeOnOverlayClick={false} onClose={onClose}>
        content
      </Drawer>,
    );
    await user.click(overlay());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps focus among its links and close button', async () => {
    const user = userEvent.setup();
    render(<MenuDrawer />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Swap' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Earn' })).toHaveFocus();
  });

  it('takes the full viewport width below 463px', () => {
    const css = readCssSource('components/Drawer/Drawer.css');
    const narrow = css.match(/@media \(max-width: 462\.98px\) \{([\s\S]*?)\n\}/)?.[1] ?? '';
    expect(narrow).toMatch(/\.keel-drawer \{[^}]*width: 100vw;/);
    expect(css).toMatch(/--keel-drawer-width/);
  });
});
