import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

type DemoProps = Omit<ModalProps, 'open' | 'onClose'>;

function ModalDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <div style={{ height: '150vh', paddingTop: 24, color: 'var(--keel-color-text-muted)' }}>
        Scroll the page: it stays still while the modal is open.
      </div>
      <Modal
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setNestedOpen(true)}>Review</Button>
          </>
        }
      >
        <label style={{ display: 'grid', gap: 8 }}>
          Amount
          <input
            inputMode="decimal"
            placeholder="0.00"
            style={{
              padding: 10,
              borderRadius: 8,
              border: '1px solid var(--keel-color-border-strong)',
              background: 'var(--keel-color-bg)',
            }}
          />
        </label>
        <Modal open={nestedOpen} onClose={() => setNestedOpen(false)} title="Review" size="sm">
          A modal opened from a modal: Escape closes only this one.
        </Modal>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: ModalDemo,
  args: {
    title: 'Deposit SOL',
    description: 'Supply SOL to earn interest.',
    size: 'md',
    closeOnOverlayClick: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CloseOnOverlayClick: Story = {
  args: { title: 'Select your wallet', description: undefined, closeOnOverlayClick: true },
};

export const Large: Story = { args: { size: 'lg', title: 'Terms and conditions' } };
