import { ExternalLink } from '../../../links/ExternalLink';
import {
  inlineToPlain,
  type LegalInline,
  type LegalText as LegalTextValue,
  withContentKeys,
} from './legalContent';

function LegalInlineView({ inline }: { inline: LegalInline }) {
  if (typeof inline === 'string') return <>{inline}</>;
  if (inline.kind === 'ref') {
    return (
      <a className="keel-legal__ref" href={`#${inline.sectionId}`}>
        {inline.text}
      </a>
    );
  }
  return (
    <ExternalLink className="keel-legal__link" href={inline.href}>
      {inline.text}
    </ExternalLink>
  );
}

/** A run of legal text: plain strings, in-page references and external links. */
export function LegalText({ text }: { text: LegalTextValue }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {withContentKeys(text, inlineToPlain).map(({ item, key }) => (
        <LegalInlineView key={key} inline={item} />
      ))}
    </>
  );
}
