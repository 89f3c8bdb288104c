import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

afterEach(() => {
  document.body.removeAttribute('style');
});

function overlay(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.keel-modal-overlay');
  if (!element) throw new Error('overlay not rendered');
  return element;
}

function renderOpen(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn();
  render(
    <Modal open title="Deposit SOL" onClose={onClose} {...props}>
      {props.children ?? (
        <>
          <input aria-label="Amount" />
          <button type="button">Confirm</button>
        </>
      )}
    </Modal>,
  );
  return { onClose };
}

/** Opens a modal from a button and closes it through onClose, like an app would. */
function Harness({ closeOnOverlayClick = false }: { closeOnOverlayClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        closeOnOverlayClick={closeOnOverlayClick}
      >
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

function WithInitialFocus() {
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Modal open title="Confirm" onClose={() => {}} initialFocusRef={confirm}>
      <input aria-label="Note" />
      <button type="button" ref={confirm}>
        Confirm
      </button>
    </Modal>
  );
}

function NestedHarness() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
      <button type="button" onClick={() => setInner(true)}>
        Open inner
      </button>
      <Modal open={inner} onClose={() => setInner(false)} title="Inner">
        <button type="button">Inner action</button>
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => {}}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, portalled to the body', () => {
    renderOpen({ description: 'Choose an amount' });
    const dialog = screen.getByRole('dialog', { name: 'Deposit SOL' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choose an amount');
    expect(dialog.closest('.keel-modal-overlay')?.parentElement).toBe(document.body);
  });

  it('moves focus to the first focusable element of the content', () => {
    renderOpen();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', () => {
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('focuses the close button when the content has nothing focusable', () => {
    renderOpen({ children: <p>Read only</p> });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Behind</button>
        <Modal open title="Deposit SOL" onClose={() => {}}>
          <input aria-label="Amount" />
          <button type="button">Confirm</button>
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(amount).toHaveFocus();

    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();

    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind', hidden: true })).not.toHaveFocus();
  });

  it('closes on Escape and on the close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOpen();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores overlay clicks unless closeOnOverlayClick is set', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOpen();
    await user.click(overlay());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on an overlay click, but not on a click inside the panel, when enabled', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOpen({ closeOnOverlayClick: true });
    await user.click(screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(overlay());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the element that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scroll while open and restores the previous value', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    render(<Harness closeOnOverlayClick />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the scroll lock until the last of nested modals closes', async () => {
    const user = userEvent.setup();
    render(<NestedHarness />);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    // Escape closes only the top-most dialog.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    // Reopened from the outer dialog, the inner one returns focus there when it closes.
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    await user.click(openInner);
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(openInner).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('calls the latest onClose after a re-render', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <Modal open title="T" onClose={first}>
        x
      </Modal>,
    );
    rerender(
      <Modal open title="T" onClose={second}>
        x
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
