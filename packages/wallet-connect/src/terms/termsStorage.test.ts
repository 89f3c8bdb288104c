// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/keyValueStorage';
import { createTermsStorage } from './termsStorage';

describe('createTermsStorage', () => {
  it('stores the confirmation as the string true under the prefixed key', () => {
    const storage = memoryStorage();
    const terms = createTermsStorage({ storage, storagePrefix: 'acme' });
    expect(terms.areTermsConfirmed()).toBe(false);
    terms.setTermsConfirmed();
    expect(storage.getItem('acme.areTermsConfirmed')).toBe('true');
    expect(terms.areTermsConfirmed()).toBe(true);
  });

  it('does not treat other values as confirmed', () => {
    const terms = createTermsStorage({
      storage: memoryStorage({ 'acme.areTermsConfirmed': 'yes' }),
      storagePrefix: 'acme',
    });
    expect(terms.areTermsConfirmed()).toBe(false);
  });

  it('stores the wallet name JSON-encoded, like wallet-adapter-react', () => {
    const storage = memoryStorage();
    const terms = createTermsStorage({ storage, storagePrefix: 'acme' });
    terms.setLastWalletName('Phantom');
    expect(storage.getItem('acme.walletName')).toBe('"Phantom"');
    expect(terms.lastWalletName()).toBe('Phantom');
    terms.clearLastWalletName();
    expect(terms.lastWalletName()).toBeNull();
  });

  it.each(['Phantom', '{', '42', '""'])('reads a corrupt wallet name %s as none', (raw) => {
    const terms = createTermsStorage({
      storage: memoryStorage({ 'acme.walletName': raw }),
      storagePrefix: 'acme',
    });
    expect(terms.lastWalletName()).toBeNull();
  });

  it('stores the terms signature', () => {
    const terms = createTermsStorage({ storage: memoryStorage(), storagePrefix: 'acme' });
    expect(terms.termsSignature()).toBeNull();
    terms.setTermsSignature('sig');
    expect(terms.termsSignature()).toBe('sig');
  });
});
