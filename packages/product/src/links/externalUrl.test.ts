import { describe, expect, it, vi } from 'vitest';
import { openExternalUrl, parseExternalUrl } from './externalUrl';

describe('parseExternalUrl', () => {
  it.each([
    ['https://docs.example.org/a?b=1', 'https://docs.example.org/a?b=1'],
    ['http://example.org', 'http://example.org/'],
  ])('accepts %s', (input, href) => {
    expect(parseExternalUrl(input)?.href).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.org',
    '/relative/path',
    'not a url',
    '',
    undefined,
    null,
  ])('refuses %s', (input) => {
    expect(parseExternalUrl(input)).toBeNull();
  });
});

describe('openExternalUrl', () => {
  it('opens a new window without an opener', () => {
    const open = vi.fn();
    expect(openExternalUrl('https://example.org/x', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.org/x', '_blank', 'noopener,noreferrer');
  });

  it('does nothing for a non-http scheme', () => {
    const open = vi.fn();
    expect(openExternalUrl('javascript:void(0)', open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
