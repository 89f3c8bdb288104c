import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TokenSelect, type TokenSelectOption, type TokenSelectProps } from './TokenSelect';

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

function token(
  id: string,
  symbol: string,
  name: string,
  color: string,
  balanceText?: string,
  verified = true,
): TokenSelectOption {
  const logo = <DemoLogo color={color} letter={symbol.charAt(0)} />;
  return { id, symbol, name, balanceText, verified, logo };
}

const tokens: TokenSelectOption[] = [
  token('So11111111111111111111111111111111111111112', 'SOL', 'Solana', '#7b61ff', '12.3456'),
  token('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'USDC', 'USD Coin', '#2775ca', '1,250.50'),
  token('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', 'USDT', 'Tether USD', '#26a17b', '0'),
  token('JUPyiwrYJFskUPiHa7heR8VUtAeFoSYbKedZNsDvCN', 'JUP', 'Jupiter', '#14a37f', '530'),
  token('J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn', 'JitoSOL', 'Jito Staked SOL', '#5fbf8f'),
  token('DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', 'BONK', 'Bonk', '#f7931a', '1,000,000'),
  token(
    '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    'SAMO',
    'Samoyed Coin',
    '#c44b4b',
    undefined,
    false,
  ),
];

type DemoProps = Omit<TokenSelectProps, 'value' | 'onSelect'> & {
  initialValue?: string | null;
  onSelect?: (id: string) => void;
};

function TokenSelectDemo({ initialValue = null, onSelect, ...props }: DemoProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <div style={{ minHeight: 480 }}>
      <TokenSelect
        {...props}
        value={value}
        onSelect={(id) => {
          onSelect?.(id);
          setValue(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/TokenSelect',
  component: TokenSelectDemo,
  args: {
    label: 'Token',
    options: tokens,
    initialValue: tokens[0]?.id,
    onSelect: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    options: { control: false },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
} satisfies Meta<typeof TokenSelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NothingSelected: Story = { args: { initialValue: null } };

export const EmptyList: Story = {
  args: { options: [], initialValue: null, emptyText: 'No tokens in this market' },
};

export const Disabled: Story = { args: { disabled: true } };
