import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag, type TagVariant } from './Tag';

describe('Tag', () => {
  it.each([
    ['beta', 'Beta', 'keel-tag--beta'],
    ['new', 'New', 'keel-tag--new'],
    ['comingSoon', 'Coming Soon', 'keel-tag--coming-soon'],
  ] as const)('%s reads %s by default', (variant: TagVariant, text, className) => {
    render(<Tag variant={variant} data-testid="tag" />);
    const tag = screen.getByTestId('tag');
    expect(tag).toHaveTextContent(text);
    expect(tag).toHaveClass('keel-tag', className);
  });

  it('shows its children instead of the default text', () => {
    render(
      <Tag variant="new" data-testid="tag">
        Fresh
      </Tag>,
    );
    expect(screen.getByTestId('tag')).toHaveTextContent(/^Fresh$/);
  });

  it('renders a neutral tag from children only', () => {
    render(<Tag data-testid="tag">Recent</Tag>);
    expect(screen.getByTestId('tag')).toHaveClass('keel-tag--neutral');
    expect(screen.getByTestId('tag')).toHaveTextContent(/^Recent$/);
  });

  it('gives the lightning icon an accessible name', () => {
    render(<Tag variant="lightning" data-testid="tag" />);
    const icon = screen.getByRole('img', { name: 'Highlighted' });
    expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('tag')).toHaveClass('keel-tag--icon-only');
  });

  it('lets the lightning icon label and text be set', () => {
    render(
      <Tag variant="lightning" iconLabel="Boosted" data-testid="tag">
        2x
      </Tag>,
    );
    expect(screen.getByRole('img', { name: 'Boosted' })).toBeInTheDocument();
    expect(screen.getByTestId('tag')).toHaveTextContent('2x');
    expect(screen.getByTestId('tag')).not.toHaveClass('keel-tag--icon-only');
  });
});
