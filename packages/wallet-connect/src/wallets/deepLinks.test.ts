// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { walletDeepLink } from './deepLinks';

const page = 'https://app.example.org/lend?market=main#top';

describe('walletDeepLink', () => {
  it('opens the page in Phantom with the page and its origin encoded', () => {
    expect(walletDeepLink('Phantom', page)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://app.example.org')}`,
    );
  });

  it('opens the page in Solflare', () => {
    const link = new URL(walletDeepLink('Solflare', page) ?? '');
    expect(link.origin).toBe('https://solflare.com');
    expect(decodeURIComponent(link.pathname.replace('/ul/v1/browse/', ''))).toBe(page);
    expect(link.searchParams.get('ref')).toBe('https://app.example.org');
  });

  it('wraps the OKX app link in its universal link', () => {
    const link = new URL(walletDeepLink('OKX Wallet', page) ?? '');
    const appLink = new URL(link.searchParams.get('deeplink') ?? '');
    expect(appLink.protocol).toBe('okx:');
    expect(appLink.searchParams.get('dappUrl')).toBe(page);
  });

  it('points Binance at its in-app browser with the page base64-encoded', () => {
    const link = walletDeepLink('Binance Wallet', page) ?? '';
    expect(link.startsWith('https://app.binance.com/en/download?_dp=')).toBe(true);
    const appLink = atob(link.slice(link.indexOf('_dp=') + 4));
    const query = new URLSearchParams(appLink.slice(appLink.indexOf('?') + 1));
    expect(appLink.startsWith('bnc://app.binance.com/mp/app?')).toBe(true);
    expect(atob(query.get('startPagePath') ?? '')).toBe('/pages/browser/index');
    expect(atob(query.get('startPageQuery') ?? '')).toBe(`url=${page}`);
  });

  it('has no link for other wallets or for a page that is not http(s)', () => {
    expect(walletDeepLink('Backpack', page)).toBeUndefined();
    expect(walletDeepLink('Phantom', 'not a url')).toBeUndefined();
    expect(walletDeepLink('Phantom', 'javascript:alert(1)')).toBeUndefined();
  });
});
