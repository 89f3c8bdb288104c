import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressText } from './AddressText';

const address = 'Fc93tX4ndHV5Vx8cMUZe2mXEWJZTnTFeD4k6QqKqa1b2';

describe('AddressText', () => {
  it('shows the address shortened, the full one in its title, and copies it with feedback', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<AddressText address={address} />);
    expect(screen.getByText('Fc93…a1b2').getAttribute('title')).toBe(address);
    expect(screen.queryByText(address)).toBeNull();
    await user.click(screen.getByRole('button', { name: `Copy ${address}` }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Copied!')).toBeTruthy();
  });
});
