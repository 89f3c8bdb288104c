import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MenuIcon } from '../../icons/MenuIcon';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Tag } from '../Tag/Tag';
import { Drawer, type DrawerProps } from './Drawer';

type DemoProps = Omit<DrawerProps, 'open' | 'onClose'>;

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '10px 0',
  color: 'var(--keel-color-text-primary)',
  textDecoration: 'none',
};

function NavigationDrawer(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label="Open menu" icon={<MenuIcon />} onClick={() => setOpen(true)} />
      <Drawer {...props} open={open} onClose={() => setOpen(false)}>
        <nav style={{ display: 'grid' }}>
          <a href="#swap" style={linkStyle}>
            Swap
          </a>
          <a href="#earn" style={linkStyle}>
            Earn <Tag variant="new" />
          </a>
          <a href="#multiply" style={linkStyle}>
            Multiply <Tag variant="beta" />
          </a>
          <span style={{ ...linkStyle, color: 'var(--keel-color-text-disabled)' }}>
            Leaderboard <Tag variant="comingSoon" />
          </span>
        </nav>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: NavigationDrawer,
  args: { title: 'Menu', side: 'left' },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    width: { control: 'text' },
  },
  parameters: {
    docs: { description: { component: 'Below 463px the drawer takes the full viewport width.' } },
  },
} satisfies Meta<typeof NavigationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};

export const Right: Story = { args: { side: 'right', title: 'Connect Wallet' } };

export const Wide: Story = { args: { side: 'right', width: '420px', title: 'Wallet' } };

export const WithFooter: Story = {
  args: {
    side: 'right',
    title: 'Settings',
    footer: <Button fullWidth>Confirm</Button>,
  },
};
