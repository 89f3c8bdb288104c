import { describe, expect, it } from 'vitest';
import { explorerName } from './explorerName';

describe('explorerName', () => {
  it('names known explorers as their users know them', () => {
    expect(explorerName('https://solscan.io')).toBe('Solscan');
    expect(explorerName('https://www.solscan.io/')).toBe('Solscan');
    expect(explorerName('https://explorer.solana.com')).toBe('Solana Explorer');
    expect(explorerName('https://solana.fm')).toBe('SolanaFM');
  });

  it("names any other explorer by its domain's name", () => {
    expect(explorerName('https://scan.example.org')).toBe('Example');
  });

  it('gives no name without a valid host', () => {
    expect(explorerName(undefined)).toBeUndefined();
    expect(explorerName('')).toBeUndefined();
    expect(explorerName('not a url')).toBeUndefined();
  });
});
