import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { parseExternalUrl } from './externalUrl';

export interface ExternalLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string | undefined;
  children: ReactNode;
}

/**
 * A link to another site, opened in a new window with no opener. An address that is not an
 * http(s) URL renders as plain text, so a bad config value can never become a script URL.
 */
export function ExternalLink({ href, children, className, ...rest }: ExternalLinkProps) {
  const url = parseExternalUrl(href);
  if (!url) {
    return (
      <span className={className} data-link-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <a {...rest} className={className} href={url.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
