import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { readCssSource } from '../../testing/cssSources';
import { Skeleton } from './Skeleton';

function renderSkeleton(element: ReactElement): HTMLElement {
  const { container } = render(element);
  const skeleton = container.firstElementChild;
  if (!(skeleton instanceof HTMLElement)) throw new Error('nothing rendered');
  return skeleton;
}

describe('Skeleton', () => {
  it('is hidden from assistive technology and renders a text line by default', () => {
    const skeleton = renderSkeleton(<Skeleton />);
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveClass('keel-skeleton', 'keel-skeleton--text');
  });

  it('turns numeric sizes into pixels and keeps CSS lengths', () => {
    const skeleton = renderSkeleton(<Skeleton shape="block" width="50%" height={120} />);
    expect(skeleton).toHaveClass('keel-skeleton--block');
    expect(skeleton.style.width).toBe('50%');
    expect(skeleton.style.height).toBe('120px');
  });

  it('makes a circle as tall as it is wide', () => {
    const skeleton = renderSkeleton(<Skeleton shape="circle" width={24} />);
    expect(skeleton).toHaveClass('keel-skeleton--circle');
    expect(skeleton.style.width).toBe('24px');
    expect(skeleton.style.height).toBe('24px');
  });

  it('stops the shimmer for people who prefer reduced motion', () => {
    const css = readCssSource('components/Skeleton/Skeleton.css');
    expect(css).toMatch(/\.keel-skeleton \{[^}]*animation: keel-shimmer/);
    const reduced =
      css.match(/@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/)?.[1] ?? '';
    expect(reduced).toMatch(/\.keel-skeleton \{[^}]*animation: none;/);
  });
});
