import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../../../brand/BrandContext';
import type { Brand } from '../../../brand/brand';
import { acmeBrand, FOREIGN_PRODUCT_NAMES, zephyrBrand } from './legalTestBrand';
import PrivacyPage from './PrivacyPage';

function renderPrivacy(brand: Brand = acmeBrand) {
  return render(
    <BrandProvider brand={brand}>
      <PrivacyPage />
    </BrandProvider>,
  );
}

function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}

function sectionTitled(title: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(`^\\d+ ${title}$`) });
}

describe('PrivacyPage', () => {
  it('has one h1 titled Privacy policy and numbered h2 sections', () => {
    renderPrivacy();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/^Privacy policy$/);
    const numbers = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => Number.parseInt(h.textContent ?? '', 10));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(8);
  });

  it('covers collection, third parties, retention, rights and contact in that order', () => {
    renderPrivacy();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => (h.textContent ?? '').replace(/^\d+ /, ''));
    const wanted = [
      'Information we collect',
      'Third parties',
      'Retention',
      'Your rights',
      'Contact',
    ];
    const positions = wanted.map((title) => titles.indexOf(title));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('describes each kind of information the site collects', () => {
    renderPrivacy();
    const collected = text(sectionTitled('Information we collect'));
    expect(collected).toMatch(/public address/);
    expect(collected).toMatch(/country and region that correspond to your IP address/);
    expect(collected).toMatch(/local storage/);
    expect(collected).toMatch(/acceptance of the terms/);
    expect(collected).toMatch(/dismissed banners/);
    expect(collected).toMatch(/about 2% of visitors/);
    expect(collected).toMatch(/error report/);
  });

  it('states that keys are never collected and there is no custody', () => {
    renderPrivacy();
    const notCollected = text(sectionTitled('Information we do not collect'));
    expect(notCollected).toContain('never collect or store private keys, recovery phrases');
    expect(notCollected).toContain('Acme Labs Ltd. has no custody');
  });

  it('lists its third parties as a list', () => {
    renderPrivacy();
    const items = within(sectionTitled('Third parties')).getAllByRole('listitem');
    const joined = items.map((li) => li.textContent).join(' ');
    for (const party of ['geolocation service', 'node (RPC) providers', 'analytics provider']) {
      expect(joined).toContain(party);
    }
  });

  it('links contact requests to the brand’s support address in a new window', () => {
    renderPrivacy();
    const link = within(sectionTitled('Contact')).getByRole('link', { name: 'support channel' });
    expect(link).toHaveAttribute('href', 'https://support.acme.example/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('falls back to the community chat when the brand has no support address', () => {
    renderPrivacy({ ...acmeBrand, links: { communityChat: 'https://chat.acme.example/invite' } });
    expect(screen.getByRole('link', { name: 'support channel' })).toHaveAttribute(
      'href',
      'https://chat.acme.example/invite',
    );
  });

  it('uses the brand’s names and no other product name', () => {
    const { container } = renderPrivacy();
    const all = text(container);
    expect(all).toContain('the Acme website');
    expect(all).toContain('Acme Labs Ltd.');
    for (const name of FOREIGN_PRODUCT_NAMES) {
      expect(all).not.toMatch(new RegExp(`\\b${name}\\b`, 'i'));
    }
    const { container: other } = renderPrivacy(zephyrBrand);
    expect(text(other)).not.toContain('Acme');
  });

  it('links every table-of-contents entry and cross-reference to an existing section', () => {
    const { container } = renderPrivacy();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const tocLinks = within(toc).getAllByRole('link');
    expect(tocLinks).toHaveLength(screen.getAllByRole('heading', { level: 2 }).length);
    for (const anchor of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const target = document.getElementById(anchor.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName, anchor.getAttribute('href') ?? '').toBe('SECTION');
    }
  });

  it('shows no dates, since the policy has none published', () => {
    const { container } = renderPrivacy();
    expect(container.querySelector('time')).toBeNull();
  });
});
