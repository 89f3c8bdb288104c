import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionSubmitButton } from './ActionSubmitButton';

describe('ActionSubmitButton', () => {
  it('says why it is disabled and does not submit', () => {
    const onSubmit = vi.fn();
    render(
      <ActionSubmitButton
        label="Supply"
        reason="Insufficient balance"
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    const button = screen.getByRole('button', { name: 'Insufficient balance' });
    expect(button).toBeDisabled();
    button.click();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with its label when nothing blocks it, and is busy while submitting', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <ActionSubmitButton
        label="Supply"
        reason={undefined}
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    screen.getByRole('button', { name: 'Supply' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(
      <ActionSubmitButton label="Supply" reason={undefined} submitting onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('button', { name: /Supply/ })).toHaveAttribute('aria-busy', 'true');
  });
});
