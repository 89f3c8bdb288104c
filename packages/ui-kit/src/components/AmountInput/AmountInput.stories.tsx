import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TokenSelect, type TokenSelectOption } from '../TokenSelect/TokenSelect';
import { AmountInput, type AmountInputProps } from './AmountInput';

type DemoProps = Omit<AmountInputProps, 'value' | 'onChange'> & { initialValue?: string };

/** The product's side: holds the amount; Max and Half put their amount in the field. */
function AmountInputDemo({ initialValue = '', onMax, onHalf, ...props }: DemoProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <AmountInput
      {...props}
      value={value}
      onChange={setValue}
      onMax={
        onMax &&
        ((max) => {
          onMax(max);
          setValue(max);
        })
      }
      onHalf={
        onHalf &&
        ((half) => {
          onHalf(half);
          setValue(half);
        })
      }
    />
  );
}

function DemoLogo({ color, letter }: { color: string; letter: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={color} />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
        {letter}
      </text>
    </svg>
  );
}

const meta = {
  title: 'Components/AmountInput',
  component: AmountInputDemo,
  args: {
    label: 'Supply amount',
    decimals: 9,
    symbol: 'SOL',
    balance: { text: 'Wallet: 12.345678901 SOL', max: '12.345678901' },
    usdValue: '≈ $0.00',
    onMax: fn(),
    onHalf: fn(),
  },
  argTypes: {
    tokenSlot: { control: false },
    balance: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AmountInputDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Stablecoins are typed with 2 decimals: a third one is refused. */
export const Stablecoin: Story = {
  args: {
    label: 'Repay amount',
    decimals: 2,
    symbol: 'USDC',
    balance: { text: 'Debt: 1,250.504321 USDC', max: '1250.504321' },
    usdValue: '≈ $1,250.50',
    initialValue: '1250.50',
  },
};

export const WithTokenSelect: Story = {
  args: { symbol: undefined },
  render: (args) => <WithTokenSelectDemo {...args} />,
};

const tokens: TokenSelectOption[] = [
  {
    id: 'So11111111111111111111111111111111111111112',
    symbol: 'SOL',
    name: 'Solana',
    verified: true,
    balanceText: '12.3456',
    logo: <DemoLogo color="#7b61ff" letter="S" />,
  },
  {
    id: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    symbol: 'USDC',
    name: 'USD Coin',
    verified: true,
    balanceText: '1,250.50',
    logo: <DemoLogo color="#2775ca" letter="U" />,
  },
];

function WithTokenSelectDemo(args: DemoProps) {
  const [tokenId, setTokenId] = useState<string>(tokens[0]?.id ?? '');
  const usdc = tokenId === tokens[1]?.id;
  return (
    <AmountInputDemo
      {...args}
      key={tokenId}
      decimals={usdc ? 2 : 9}
      balance={
        usdc
          ? { text: 'Wallet: 1,250.50 USDC', max: '1250.5' }
          : { text: 'Wallet: 12.3456 SOL', max: '12.345678901' }
      }
      tokenSlot={
        <TokenSelect
          label="Token"
          options={tokens}
          value={tokenId}
          onSelect={setTokenId}
          align="end"
        />
      }
    />
  );
}

export const WithError: Story = {
  args: {
    label: 'Borrow amount',
    initialValue: '25',
    balance: { text: 'Available: 10.5 SOL', max: '10.5' },
    error: 'Insufficient liquidity to borrow',
  },
};

export const Disabled: Story = { args: { disabled: true, initialValue: '1.5' } };

export const HiddenLabel: Story = {
  args: { hideLabel: true, balance: undefined, onMax: undefined, onHalf: undefined },
};
