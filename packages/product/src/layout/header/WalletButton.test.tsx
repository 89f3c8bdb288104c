import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletButton } from './WalletButton';

describe('WalletButton', () => {
  it('offers Connect Wallet without a wallet', async () => {
    const onClick = vi.fn();
    render(<WalletButton onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the connected address shortened to 4 + 4 characters', () => {
    render(
      <WalletButton address="7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU" onClick={() => {}} />,
    );
    expect(screen.getByRole('button', { name: '7xKX…gAsU' })).toBeVisible();
  });
});
