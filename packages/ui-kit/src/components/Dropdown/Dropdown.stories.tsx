import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tag } from '../Tag/Tag';
import { Dropdown } from './Dropdown';
import { MenuItem, MenuSeparator } from './MenuItem';

const meta = {
  title: 'Components/Dropdown',
  component: Dropdown,
  args: {
    label: 'More',
    openOnHover: true,
    closeDelay: 150,
    align: 'start',
    onOpenChange: fn(),
    children: null,
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ minHeight: 280 }}>
      <Dropdown {...args}>
        <MenuItem
          render={(props) => (
            <a {...props} href="#allocation">
              Season 3 allocation
            </a>
          )}
        />
        <MenuItem
          render={(props) => (
            <a {...props} href="#staking">
              Staking &amp; Governance
            </a>
          )}
        />
        <MenuSeparator />
        <MenuItem
          render={(props) => (
            <a {...props} href="#risk" target="_blank" rel="noreferrer">
              Risk Hub
            </a>
          )}
        />
        <MenuItem onSelect={fn()}>Copy address</MenuItem>
        <MenuItem disabled>
          Leaderboard <Tag variant="comingSoon" />
        </MenuItem>
      </Dropdown>
    </div>
  ),
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoverAndClick: Story = {};

export const ClickOnly: Story = { args: { openOnHover: false } };

export const AlignedToEnd: Story = {
  args: { align: 'end', label: 'KMNO' },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
};
