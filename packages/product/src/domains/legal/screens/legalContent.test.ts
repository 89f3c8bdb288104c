import { describe, expect, it } from 'vitest';
import {
  blockToPlain,
  type LegalSection,
  legalTextToPlain,
  sectionRefs,
  sectionToPlain,
  withContentKeys,
} from './legalContent';

const section: LegalSection = {
  id: 'example',
  number: 3,
  title: 'Example',
  content: [
    { kind: 'subheading', text: 'Heading' },
    {
      kind: 'paragraph',
      text: [
        'See ',
        { kind: 'ref', sectionId: 'other', text: 'Section 4' },
        ' and ',
        { kind: 'link', text: 'docs', href: undefined },
      ],
    },
    { kind: 'list', items: ['one', ['two ', { kind: 'ref', sectionId: 'third', text: 'here' }]] },
  ],
};

describe('legal text to plain', () => {
  it('joins inline runs into their reading text', () => {
    expect(
      legalTextToPlain(['a ', { kind: 'link', text: 'b', href: 'https://x.example' }, ' c']),
    ).toBe('a b c');
    expect(blockToPlain({ kind: 'list', items: ['x', 'y'] })).toBe('x\ny');
  });

  it('reads a whole section with its numbered heading first', () => {
    expect(sectionToPlain(section)).toBe(
      '3 Example\nHeading\nSee Section 4 and docs\none\ntwo here',
    );
  });
});

describe('sectionRefs', () => {
  it('finds cross-references in paragraphs and list items, ignoring external links', () => {
    expect(sectionRefs(section).map((ref) => ref.sectionId)).toEqual(['other', 'third']);
  });
});

describe('withContentKeys', () => {
  it('keys items by content and tells duplicates apart', () => {
    expect(withContentKeys(['a', 'b', 'a', 'a'], (s) => s).map((entry) => entry.key)).toEqual([
      'a',
      'b',
      'a#1',
      'a#2',
    ]);
  });
});
