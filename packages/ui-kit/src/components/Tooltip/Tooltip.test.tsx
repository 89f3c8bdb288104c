import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../Modal/Modal';
import { Tooltip } from './Tooltip';

const BETA = 'This Product is still in Beta';

function renderTooltip() {
  render(
    <>
      <Tooltip content={BETA} openDelay={0}>
        <button type="button" aria-describedby="existing">
          Multiply
        </button>
      </Tooltip>
      <span id="existing">Leveraged yield</span>
      <button type="button">Next</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Multiply' });
}

describe('Tooltip', () => {
  it('describes its trigger, keeping an existing description', () => {
    const trigger = renderTooltip();
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger.getAttribute('aria-describedby')?.split(' ')).toEqual(['existing', tooltip.id]);
    expect(tooltip).not.toBeVisible();
  });

  it('shows on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(BETA);
    expect(trigger).toHaveAccessibleDescription(`Leveraged yield ${BETA}`);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(BETA);
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('inside a modal, the first Escape only hides the tooltip', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Details" onClose={onClose}>
        <Tooltip content="Loan to value">
          <button type="button">LTV</button>
        </Tooltip>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'LTV' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
