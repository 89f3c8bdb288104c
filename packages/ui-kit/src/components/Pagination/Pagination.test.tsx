import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('says where it is and moves a page at a time, not past either end', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination label="Rows pages" page={1} pageCount={1234} onPageChange={onPageChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Rows pages' });
    expect(nav).toHaveTextContent('Page 1 of 1,234');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(
      <Pagination label="Rows pages" page={1234} pageCount={1234} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers the rows per page when given', async () => {
    const onChange = vi.fn();
    render(
      <Pagination
        label="Rows pages"
        page={1}
        pageCount={3}
        onPageChange={() => {}}
        pageSize={{ value: 50, options: [25, 50, 100], onChange }}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(onChange).toHaveBeenCalledWith(100);
  });
});
