import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './ToastProvider';
import { createToaster } from './toaster';
import type { ToastPlacement } from './toastTypes';

const explorer = (txid: string) => `https://explorer.example/tx/${txid}`;

function Triggers({ placement }: { placement: ToastPlacement }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Deposit successful', { placement, txids: ['5xTx'] })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.info('Prices refresh every minute', { placement })}
      >
        Info
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.warning('High price impact', {
            placement,
            description: ['Price impact is above 1 %', 'Consider a smaller amount'],
          })
        }
      >
        Warning
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.error('Failed to connect wallet. Please, try again', { placement })}
      >
        Error
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.loading('Confirming 1 of 2 transactions', {
            placement,
            key: 'run',
            txids: ['3aTx'],
            txNames: ['Setup'],
          })
        }
      >
        Loading
      </Button>
      <Button
        variant="ghost"
        onClick={() => toast.success('Confirmed 2 of 2 transactions', { placement, key: 'run' })}
      >
        Finish loading
      </Button>
      <Button
        variant="ghost"
        onClick={() => toast.special('Boosted rewards are live', { placement })}
      >
        Special
      </Button>
    </div>
  );
}

function Playground({ placement }: { placement: ToastPlacement }) {
  const [toaster] = useState(createToaster);
  return (
    <ToastProvider toaster={toaster} txLink={explorer} placement={placement}>
      <Triggers placement={placement} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: { placement: 'bottomLeft' },
  argTypes: {
    placement: {
      control: 'select',
      options: ['topLeft', 'top', 'topRight', 'bottomLeft', 'bottom', 'bottomRight'],
    },
  },
  render: ({ placement = 'bottomLeft' }) => <Playground placement={placement} />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TopRight: Story = { args: { placement: 'topRight' } };

function Preset() {
  const toaster = createToaster();
  toaster.success('Deposit successful', { txids: ['5xTx'], duration: null });
  toaster.error('Withdraw failed', {
    txids: ['9zTx'],
    description: 'Not enough liquidity',
    duration: null,
  });
  toaster.loading('Confirming 1 of 3 transactions');
  return <ToastProvider toaster={toaster} txLink={explorer} />;
}

export const AllTypes: Story = { render: () => <Preset /> };
