import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../../../brand/BrandContext';
import type { Brand } from '../../../brand/brand';
import { acmeBrand, FOREIGN_PRODUCT_NAMES, zephyrBrand } from './legalTestBrand';
import TermsPage from './TermsPage';

const SECTION_HEADINGS = [
  '1 Site overview',
  '2 Eligibility, risks and operator discretion',
  '3 Intellectual property',
  '4 Permitted and prohibited uses',
  '5 User representations',
  '6 Risks, disclaimers and liability',
  '7 Governing law and disputes',
  '8 Miscellaneous',
];

const LOCALITIES = [
  'Myanmar',
  "Cote D'Ivoire",
  'Cuba',
  'Crimea and Sevastopol',
  'Democratic Republic of Congo',
  'Iran',
  'Iraq',
  'Libya',
  'Mali',
  'Nicaragua',
  'North Korea',
  'Somalia',
  'Sudan',
  'Syria',
  'Yemen',
  'Zimbabwe',
];

function renderTerms(brand: Brand = acmeBrand) {
  return render(
    <BrandProvider brand={brand}>
      <TermsPage />
    </BrandProvider>,
  );
}

function section(heading: string): HTMLElement {
  return screen.getByRole('region', { name: heading });
}

function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}

describe('TermsPage', () => {
  it('has one h1 titled Terms and conditions', () => {
    renderTerms();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/^Terms and conditions$/);
  });

  it('renders the eight sections as h2 headings, in order and spelt exactly', () => {
    renderTerms();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(SECTION_HEADINGS);
  });

  it('wraps each section in a named region', () => {
    renderTerms();
    for (const heading of SECTION_HEADINGS) {
      expect(section(heading).tagName).toBe('SECTION');
    }
  });

  it('shows the published and last updated dates as time elements', () => {
    const { container } = renderTerms();
    const published = container.querySelector('time[datetime="2022-08-27"]');
    const updated = container.querySelector('time[datetime="2025-05-23"]');
    expect(published).toHaveTextContent(/^27 Aug 2022$/);
    expect(updated).toHaveTextContent(/^23 May 2025$/);
    expect(updated?.parentElement).toHaveTextContent(/^Last updated: 23 May 2025$/);
    expect(published?.parentElement).toHaveTextContent(/^Published: 27 Aug 2022$/);
  });

  it('lists every prohibited locality as its own list item in the eligibility section', () => {
    renderTerms();
    const eligibility = section('2 Eligibility, risks and operator discretion');
    const items = within(eligibility)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    for (const locality of LOCALITIES) expect(items).toContain(locality);
  });

  it('states eligibility: 18 or older, not a US person, no VPN', () => {
    renderTerms();
    const eligibility = text(section('2 Eligibility, risks and operator discretion'));
    expect(eligibility).toContain('at least 18 years old');
    expect(eligibility).toContain('not a US person');
    expect(eligibility).toContain('not a Prohibited Person');
    expect(eligibility).toMatch(/must not use a virtual private network \(VPN\)/);
  });

  it('reserves the operator’s rights to deny access, screen wallets and cooperate with authorities', () => {
    renderTerms();
    const eligibility = text(section('2 Eligibility, risks and operator discretion'));
    expect(eligibility).toMatch(/deny, suspend, limit or end your access/);
    expect(eligibility).toMatch(/screen the wallets and addresses .* against sanctions lists/);
    expect(eligibility).toMatch(/cooperate with law enforcement agencies, regulators/);
  });

  it('says the site is non-custodial and charges no site fees', () => {
    renderTerms();
    const overview = text(section('1 Site overview'));
    expect(overview).toContain('Acme Labs Ltd. holds no funds, private keys or custody');
    expect(overview).toContain('charges no fee for access to or use of the Site');
    expect(overview).toMatch(/only costs .* are network fees/);
  });

  it('caps damages at US$100 in the liability section', () => {
    renderTerms();
    expect(text(section('6 Risks, disclaimers and liability'))).toMatch(
      /total aggregate liability of Acme Labs Ltd\. .* is limited to US\$100\./,
    );
  });

  it('names each risk the terms must disclose', () => {
    renderTerms();
    const risks = text(section('6 Risks, disclaimers and liability'));
    for (const risk of [
      'Smart contract risk',
      'Liquidation risk',
      'Oracle risk',
      'Market volatility',
      'Impermanent loss',
      'Leverage',
      'Governance risk',
      'Regulatory risk',
    ]) {
      expect(risks).toContain(`${risk}:`);
    }
  });

  it('sets out governing law, the settlement window, arbitration, courts and claim survival', () => {
    renderTerms();
    const disputes = text(section('7 Governing law and disputes'));
    expect(disputes).toMatch(/governed by the laws of the British Virgin Islands/);
    expect(disputes).toMatch(/settle the dispute informally for 60 days/);
    expect(disputes).toMatch(
      /single arbitrator under the Commercial Arbitration Rules of the American Arbitration Association/,
    );
    expect(disputes).toMatch(/seat of arbitration is the British Virgin Islands/);
    expect(disputes).toMatch(/courts located in Wilmington, Delaware/);
    expect(disputes).toMatch(/brought within six months after the claim arises/);
  });

  it('uses the brand’s names and no other product name', () => {
    const { container } = renderTerms();
    const all = text(container);
    expect(all).toContain('the Acme website');
    expect(all).toContain('Acme Labs Ltd.');
    expect(all).toContain('ACM token');
    for (const name of FOREIGN_PRODUCT_NAMES) {
      expect(all).not.toMatch(new RegExp(`\\b${name}\\b`, 'i'));
    }
  });

  it('re-brands completely when the brand changes', () => {
    const { container } = renderTerms(zephyrBrand);
    const all = text(container);
    expect(all).toContain('Zephyr Foundation');
    expect(all).not.toMatch(/Acme|ACM\b/);
  });

  it('links every table-of-contents entry to its section, in order', () => {
    const { container } = renderTerms();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTION_HEADINGS);
    for (const [index, link] of links.entries()) {
      const target = container.querySelector(link.getAttribute('href') ?? '#missing');
      expect(target?.tagName).toBe('SECTION');
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        SECTION_HEADINGS[index] ?? '',
      );
    }
  });

  it('points every in-page cross-reference at an existing element', () => {
    const { container } = renderTerms();
    const anchors = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    // eight table-of-contents entries plus the cross-references in the text
    expect(anchors.length).toBeGreaterThan(SECTION_HEADINGS.length);
    for (const anchor of anchors) {
      const id = anchor.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), `#${id}`).not.toBeNull();
    }
  });

  it('opens the support link in a new window without an opener', () => {
    renderTerms();
    const link = screen.getByRole('link', { name: 'support channel' });
    expect(link).toHaveAttribute('href', 'https://support.acme.example/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('renders the contact text without a link when the brand has no support address', () => {
    renderTerms(zephyrBrand);
    expect(screen.queryByRole('link', { name: 'support channel' })).toBeNull();
    expect(text(section('8 Miscellaneous'))).toContain('through our support channel.');
  });
});
