import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Demo({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(50);
  return (
    <Pagination
      label="Leaderboard pages"
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      pageSize={{ value: size, options: [25, 50, 100], onChange: setSize }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Demo,
  args: { pageCount: 253 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
