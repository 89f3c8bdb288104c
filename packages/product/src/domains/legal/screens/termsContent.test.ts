import { describe, expect, it } from 'vitest';
import { sectionRefs } from './legalContent';
import { acmeBrand } from './legalTestBrand';
import { privacySections } from './privacyContent';
import { termsSections } from './termsContent';

describe.each([
  ['terms', termsSections(acmeBrand)],
  ['privacy', privacySections(acmeBrand)],
])('%s sections', (_, sections) => {
  it('are numbered 1..n in order with unique ids', () => {
    expect(sections.map((s) => s.number)).toEqual(sections.map((_, index) => index + 1));
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
  });

  it('only cross-reference sections that exist', () => {
    const ids = new Set(sections.map((s) => s.id));
    for (const ref of sections.flatMap(sectionRefs)) expect(ids).toContain(ref.sectionId);
  });

  it('each carry at least one paragraph or list', () => {
    for (const s of sections) {
      expect(
        s.content.some((block) => block.kind !== 'subheading'),
        s.title,
      ).toBe(true);
    }
  });
});
