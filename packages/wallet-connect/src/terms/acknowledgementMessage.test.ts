// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeTermsMessage, termsAcknowledgementMessage } from './acknowledgementMessage';

describe('termsAcknowledgementMessage', () => {
  const message = termsAcknowledgementMessage('Acme');

  it('has the five statements, numbered', () => {
    const statements = message.split('\n').filter((line) => /^\d\. /.test(line));
    expect(statements).toHaveLength(5);
    expect(statements[0]).toMatch(
      /not .*United States of America or any other prohibited locality/,
    );
    expect(statements[1]).toMatch(/will not use a VPN/);
    expect(statements[2]).toMatch(/lawfully permitted/);
    expect(statements[3]).toMatch(/understand the risks/);
    expect(statements[4]).toMatch(/no custody/);
  });

  it('is built from the brand name and nothing else', () => {
    expect(message).toContain('Acme has no custody');
    const other = termsAcknowledgementMessage('Other');
    expect(other.replaceAll('Other', 'Acme')).toBe(message);
  });

  it('is deterministic, so stored signatures keep matching', () => {
    expect(termsAcknowledgementMessage('Acme')).toBe(message);
  });

  it('encodes as UTF-8', () => {
    expect(new TextDecoder().decode(encodeTermsMessage('Ünïcode'))).toBe('Ünïcode');
  });
});
