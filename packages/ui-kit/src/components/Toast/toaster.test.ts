import { describe, expect, it, vi } from 'vitest';
import { createToaster } from './toaster';
import { TOAST_DURATIONS, toastDuration } from './toastTypes';

describe('toastDuration', () => {
  it.each([
    [{ type: 'success' }, 4_000],
    [{ type: 'info' }, 10_000],
    [{ type: 'error' }, 4_000],
    [{ type: 'error', txids: [] }, 4_000],
    [{ type: 'error', txids: ['tx'] }, 10_000],
    [{ type: 'loading' }, null],
    [{ type: 'warning' }, 4_500],
    [{ type: 'special' }, 4_500],
  ] as const)('%j → %s', (options, expected) => {
    expect(toastDuration(options)).toBe(expected);
  });

  it('lets a toast set its own duration, or none', () => {
    expect(toastDuration({ type: 'success', duration: 1_000 })).toBe(1_000);
    expect(toastDuration({ type: 'success', duration: null })).toBeNull();
    expect(TOAST_DURATIONS.default).toBe(4_500);
  });
});

describe('createToaster', () => {
  it('adds toasts in order and notifies subscribers', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    toaster.subscribe(listener);
    const first = toaster.success('Deposited');
    const second = toaster.error('Failed', { description: 'Try again' });
    expect(toaster.getSnapshot().map((toast) => [toast.id, toast.type, toast.message])).toEqual([
      [first, 'success', 'Deposited'],
      [second, 'error', 'Failed'],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('replaces the toast with the same key in place', () => {
    const toaster = createToaster();
    const id = toaster.loading('Confirming 1 of 2 transactions', { key: 'run-1' });
    toaster.info('Other');
    expect(toaster.success('Done', { key: 'run-1' })).toBe(id);
    const [replaced] = toaster.getSnapshot();
    expect(toaster.getSnapshot()).toHaveLength(2);
    expect(replaced).toMatchObject({ id, type: 'success', message: 'Done', version: 1 });
  });

  it('updates by id or key and says when nothing matches', () => {
    const toaster = createToaster();
    const id = toaster.loading('Confirming', { key: 'k' });
    expect(toaster.update('k', { message: 'Confirming 2 of 2' })).toBe(true);
    expect(toaster.update(id, { type: 'success' })).toBe(true);
    expect(toaster.getSnapshot()[0]).toMatchObject({
      type: 'success',
      message: 'Confirming 2 of 2',
      key: 'k',
      version: 2,
    });
    expect(toaster.update('missing', { message: 'x' })).toBe(false);
  });

  it('dismisses one toast or all, calling onClose once each', () => {
    const toaster = createToaster();
    const onClose = vi.fn();
    const id = toaster.info('One', { onClose });
    toaster.info('Two', { key: 'two' });
    toaster.dismiss(id);
    toaster.dismiss(id);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(toaster.getSnapshot().map((toast) => toast.message)).toEqual(['Two']);
    toaster.dismiss();
    expect(toaster.getSnapshot()).toEqual([]);
  });

  it('stops notifying after unsubscribe', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    unsubscribe();
    toaster.info('x');
    expect(listener).not.toHaveBeenCalled();
  });
});
