import { createErrorReporting } from '@keel/wallet-connect';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppServicesProvider } from '../app/AppServicesContext';
import { safeStorage } from '../storage/safeStorage';
import { storageKeys } from '../storage/storageKeys';
import { TokenLogo, tokenLogoUrl } from './TokenLogo';

const unreachable = () => Promise.reject(new Error('no network'));

function renderLogo(
  cdnUrl: string | undefined,
  mint = 'So11111111111111111111111111111111111111112',
  decorative = false,
) {
  return render(
    <AppServicesProvider
      services={{
        storage: safeStorage(undefined),
        storageKeys: storageKeys('test'),
        errorReporting: createErrorReporting(),
        apiClient: unreachable,
        connections: unreachable,
        chainReads: unreachable,
        referralLookup: undefined,
        ...(cdnUrl === undefined ? {} : { cdnUrl }),
      }}
    >
      <TokenLogo mint={mint} symbol="sol" decorative={decorative} />
    </AppServicesProvider>,
  );
}

describe('TokenLogo', () => {
  it('loads the logo from the CDN with the symbol as alt text', () => {
    renderLogo('http://cdn.test/cdn/');
    const image = screen.getByRole('img', { name: 'sol' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute(
      'src',
      'http://cdn.test/cdn/token-logos/So11111111111111111111111111111111111111112.svg',
    );
  });

  it('shows the first letter instead of a broken image when the logo fails', () => {
    renderLogo('http://cdn.test/cdn');
    fireEvent.error(screen.getByRole('img', { name: 'sol' }));
    const fallback = screen.getByRole('img', { name: 'sol' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('S');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the letter without a CDN', () => {
    renderLogo(undefined);
    expect(screen.getByRole('img', { name: 'sol' }).tagName).toBe('SPAN');
  });

  it('is hidden from screen readers when the symbol is written beside it', () => {
    const { container } = renderLogo('http://cdn.test/cdn', undefined, true);
    expect(screen.queryByRole('img')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image as HTMLImageElement);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('S');
  });

  it('escapes the mint in the URL', () => {
    expect(tokenLogoUrl('http://cdn', 'a/b')).toBe('http://cdn/token-logos/a%2Fb.svg');
  });
});
