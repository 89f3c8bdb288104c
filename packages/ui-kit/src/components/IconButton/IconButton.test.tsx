import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuIcon } from '../../icons/MenuIcon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(<IconButton label="Open menu" icon={<MenuIcon />} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-label', 'Open menu');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards clicks and the ref', async () => {
    const onClick = vi.fn();
    let element: HTMLButtonElement | null = null;
    render(
      <IconButton
        label="Settings"
        icon={<MenuIcon />}
        onClick={onClick}
        ref={(node) => {
          element = node;
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(element).toBe(screen.getByRole('button', { name: 'Settings' }));
  });
});
