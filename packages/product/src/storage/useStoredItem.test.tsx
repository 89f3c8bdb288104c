import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SafeStorage, safeStorage } from './safeStorage';
import { useStoredItem } from './useStoredItem';

function memory() {
  const items = new Map<string, string>();
  return safeStorage({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  });
}

const writers: ((value: string) => void)[] = [];

function Reader({ name, storage }: { name: string; storage: SafeStorage }) {
  const [value, write] = useStoredItem(storage, 'k');
  writers.push(write);
  return <p>{`${name}: ${value ?? 'none'}`}</p>;
}

describe('useStoredItem', () => {
  it('shows one write to every reader of the key', () => {
    const storage = memory();
    render(
      <>
        <Reader name="header" storage={storage} />
        <Reader name="drawer" storage={storage} />
      </>,
    );
    expect(screen.getByText('header: none')).toBeTruthy();
    act(() => writers[0]?.('42'));
    expect(screen.getByText('header: 42')).toBeTruthy();
    expect(screen.getByText('drawer: 42')).toBeTruthy();
    expect(storage.getItem('k')).toBe('42');
  });
});
