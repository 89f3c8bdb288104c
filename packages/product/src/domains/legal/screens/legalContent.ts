/**
 * The shape of a legal document (terms, privacy policy) as data, so the text can be tested and
 * rendered by one component.
 */

/** A link to another site; rendered through ExternalLink, plain text when the address is missing. */
export interface LegalExternalLink {
  kind: 'link';
  text: string;
  href: string | undefined;
}

/** A cross-reference to a section of the same document, rendered as an in-page anchor. */
export interface LegalSectionRef {
  kind: 'ref';
  text: string;
  sectionId: string;
}

export type LegalInline = string | LegalExternalLink | LegalSectionRef;

/** Plain text, or a run of text with links in it. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  /** `emphasis` marks notices the reader must not miss (arbitration, disclaimers). */
  | { kind: 'paragraph'; text: LegalText; emphasis?: boolean }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: readonly LegalText[]; ordered?: boolean };

export interface LegalSection {
  /** Anchor id of the section; the table of contents links to `#id`. */
  id: string;
  number: number;
  title: string;
  content: readonly LegalBlock[];
}

export interface LegalDate {
  label: string;
  /** ISO date for `<time dateTime>`. */
  iso: string;
  /** The date as readers see it, e.g. '27 Aug 2022'. */
  display: string;
}

export interface LegalDocumentContent {
  /** Prefix for the document's own element ids (title, table of contents). */
  id: string;
  title: string;
  dates: readonly LegalDate[];
  /** Text shown between the title and the table of contents. */
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

export function inlineToPlain(inline: LegalInline): string {
  return typeof inline === 'string' ? inline : inline.text;
}

export function legalTextToPlain(text: LegalText): string {
  return typeof text === 'string' ? text : text.map(inlineToPlain).join('');
}

export function blockToPlain(block: LegalBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return legalTextToPlain(block.text);
    case 'subheading':
      return block.text;
    case 'list':
      return block.items.map(legalTextToPlain).join('\n');
  }
}

/** The whole text of a section, heading included, as one string (search, tests). */
export function sectionToPlain(section: LegalSection): string {
  return [`${section.number} ${section.title}`, ...section.content.map(blockToPlain)].join('\n');
}

/** Every in-page cross-reference in a section, so callers can check that each target exists. */
export function sectionRefs(section: LegalSection): LegalSectionRef[] {
  const texts = section.content.flatMap((block): readonly LegalText[] => {
    if (block.kind === 'paragraph') return [block.text];
    if (block.kind === 'list') return block.items;
    return [];
  });
  return texts.flatMap((text) =>
    typeof text === 'string'
      ? []
      : text.filter(
          (inline): inline is LegalSectionRef =>
            typeof inline !== 'string' && inline.kind === 'ref',
        ),
  );
}

/**
 * Pairs each item with a React key derived from its content. Legal text never reorders, but
 * identical items (two equal list entries) still need distinct keys, hence the suffix.
 */
export function withContentKeys<T>(
  items: readonly T[],
  toKey: (item: T) => string,
): { item: T; key: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = toKey(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { item, key: count === 0 ? base : `${base}#${count}` };
  });
}
