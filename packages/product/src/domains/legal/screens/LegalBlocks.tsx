import { LegalText } from './LegalText';
import { blockToPlain, type LegalBlock, legalTextToPlain, withContentKeys } from './legalContent';

function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'subheading':
      return <h3 className="keel-legal__subheading">{block.text}</h3>;
    case 'paragraph':
      return (
        <p
          className={
            block.emphasis ? 'keel-legal__paragraph keel-legal__notice' : 'keel-legal__paragraph'
          }
        >
          {block.emphasis ? (
            <strong>
              <LegalText text={block.text} />
            </strong>
          ) : (
            <LegalText text={block.text} />
          )}
        </p>
      );
    case 'list': {
      const items = withContentKeys(block.items, legalTextToPlain).map(({ item, key }) => (
        <li key={key} className="keel-legal__list-item">
          <LegalText text={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="keel-legal__list keel-legal__list--ordered">{items}</ol>
      ) : (
        <ul className="keel-legal__list">{items}</ul>
      );
    }
  }
}

/** The body of a section: paragraphs, sub-headings (h3) and lists, in order. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {withContentKeys(blocks, blockToPlain).map(({ item, key }) => (
        <LegalBlockView key={key} block={item} />
      ))}
    </>
  );
}
