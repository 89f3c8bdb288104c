import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../Modal/Modal';
import { Dropdown, type DropdownProps } from './Dropdown';
import { MenuItem, MenuSeparator } from './MenuItem';

function renderMenu(props: Partial<DropdownProps> = {}) {
  const onStake = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <>
      <Dropdown label="More" onOpenChange={onOpenChange} {...props}>
        <MenuItem onSelect={onStake}>Stake</MenuItem>
        <MenuItem
          render={(itemProps) => (
            <a {...itemProps} href="#forum">
              Forum
            </a>
          )}
        />
        <MenuSeparator />
        <MenuItem disabled>Leaderboard</MenuItem>
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onStake, onOpenChange, trigger: screen.getByRole('button', { name: 'More' }) };
}

describe('Dropdown', () => {
  it('is a menu button that is collapsed at first', () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click with menu items, including custom link items', async () => {
    const user = userEvent.setup();
    const { trigger, onOpenChange } = renderMenu({ openOnHover: false });
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Stake',
      'Forum',
      'Leaderboard',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Forum' }).tagName).toBe('A');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  describe('hover', () => {
    // A fake clock for the close delay; events are fired directly because user-event waits on
    // real timers between steps.
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Moves a mouse pointer from one element (or from outside the page) to another. */
    function movePointer(from: Element | null, to: Element) {
      if (from) fireEvent.pointerOut(from, { pointerType: 'mouse', relatedTarget: to });
      fireEvent.pointerOver(to, { pointerType: 'mouse', relatedTarget: from });
    }

    it('opens on hover and closes a short delay after the pointer leaves', () => {
      const { trigger } = renderMenu({ closeDelay: 300 });
      movePointer(null, trigger);
      expect(screen.getByRole('menu')).toBeInTheDocument();

      // Moving onto the menu keeps it open.
      const item = screen.getByRole('menuitem', { name: 'Stake' });
      movePointer(trigger, item);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeInTheDocument();

      movePointer(item, screen.getByRole('button', { name: 'Elsewhere' }));
      act(() => vi.advanceTimersByTime(299));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('cancels the close when the pointer comes back in time', () => {
      const { trigger } = renderMenu({ closeDelay: 300 });
      const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
      movePointer(null, trigger);
      movePointer(trigger, elsewhere);
      act(() => vi.advanceTimersByTime(200));
      movePointer(elsewhere, trigger);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    });

    it('stays open after a click on a hover-opened menu', () => {
      const { trigger } = renderMenu({ closeDelay: 10 });
      movePointer(null, trigger);
      fireEvent.click(trigger, { detail: 1 });
      movePointer(trigger, screen.getByRole('button', { name: 'Elsewhere' }));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    });

    it('ignores touch pointers, which open on tap instead', () => {
      const { trigger } = renderMenu();
      fireEvent.pointerOver(trigger, { pointerType: 'touch' });
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  it('does not open on hover when openOnHover is false', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu({ openOnHover: false });
    await user.hover(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['{ArrowDown}', 'Stake'],
    ['{Enter}', 'Stake'],
    [' ', 'Stake'],
    ['{ArrowUp}', 'Leaderboard'],
  ])('opens from the keyboard with %s and focuses %s', async (keys, focused) => {
    const user = userEvent.setup();
    renderMenu({ openOnHover: false });
    await user.tab();
    await user.keyboard(keys);
    expect(screen.getByRole('menuitem', { name: focused })).toHaveFocus();
  });

  it('moves focus with arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderMenu({ openOnHover: false });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const stake = screen.getByRole('menuitem', { name: 'Stake' });
    const forum = screen.getByRole('menuitem', { name: 'Forum' });
    const leaderboard = screen.getByRole('menuitem', { name: 'Leaderboard' });

    await user.keyboard('{ArrowDown}');
    expect(forum).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(leaderboard).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(stake).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(leaderboard).toHaveFocus();
    await user.keyboard('{Home}');
    expect(stake).toHaveFocus();
    await user.keyboard('{End}');
    expect(leaderboard).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu({ openOnHover: false });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('chooses an item with Enter, closes and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger, onStake } = renderMenu({ openOnHover: false });
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onStake).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('activates a link item with Space', async () => {
    const user = userEvent.setup();
    const onForumClick = vi.fn((event: Event) => event.preventDefault());
    render(
      <Dropdown label="More" openOnHover={false}>
        <MenuItem
          render={(itemProps) => (
            <a
              {...itemProps}
              href="#forum"
              onClickCapture={(event) => onForumClick(event.nativeEvent)}
            >
              Forum
            </a>
          )}
        />
      </Dropdown>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(onForumClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps disabled items inert', async () => {
    const user = userEvent.setup();
    renderMenu({ openOnHover: false });
    await user.click(screen.getByRole('button', { name: 'More' }));
    const leaderboard = screen.getByRole('menuitem', { name: 'Leaderboard' });
    expect(leaderboard).toHaveAttribute('aria-disabled', 'true');
    await user.click(leaderboard);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on a click outside without taking focus', async () => {
    const user = userEvent.setup();
    renderMenu({ openOnHover: false });
    await user.click(screen.getByRole('button', { name: 'More' }));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('closes when focus tabs away', async () => {
    const user = userEvent.setup();
    renderMenu({ openOnHover: false });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('inside a modal, Escape closes the menu but not the modal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Options" onClose={onClose}>
        <Dropdown label="Network" openOnHover={false}>
          <MenuItem>Mainnet</MenuItem>
        </Dropdown>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Network' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mainnet' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
