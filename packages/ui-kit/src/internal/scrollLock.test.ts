import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, scrollLockCount } from './scrollLock';

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides body overflow and restores the previous value on release', () => {
    document.body.style.overflow = 'scroll';
    const release = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollLockCount()).toBe(1);
    release();
    expect(document.body.style.overflow).toBe('scroll');
    expect(scrollLockCount()).toBe(0);
  });

  it('keeps the page locked until the last of several locks is released', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollLockCount()).toBe(1);
    second();
    expect(document.body.style.overflow).toBe('');
  });

  it('counts a release function only once', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(scrollLockCount()).toBe(0);
  });
});
