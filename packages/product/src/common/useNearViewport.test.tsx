import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('turns true when the element comes near the viewport, and stops observing', () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    act(() => notify?.([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
