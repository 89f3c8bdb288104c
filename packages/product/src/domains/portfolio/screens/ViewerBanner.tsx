import { shortenAddress } from '@keel/core-math';
import { belowBreakpoint, useMediaQuery } from '@keel/ui-kit';
import { useState } from 'react';

/**
 * O§6: a viewer of another wallet's portfolio sees whose it is. The address is shortened to four
 * characters at each end under 768 px; a click copies it and says 'Copied!'; a clipboard failure
 * is only logged.
 */
export function ViewerBanner({ owner }: { owner: string }) {
  const narrow = useMediaQuery(belowBreakpoint('tablet'));
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(owner);
      setCopied(true);
    } catch (error) {
      console.warn('Copying the address failed', error);
    }
  };
  return (
    <section className="keel-portfolio__viewer" aria-label="Viewing another wallet">
      You are viewing the portfolio of{' '}
      <button
        type="button"
        className="keel-portfolio__address"
        onClick={() => void copy()}
        title={owner}
      >
        {narrow ? shortenAddress(owner, 4) : owner}
      </button>
      {copied ? (
        <span role="status" className="keel-portfolio__copied">
          Copied!
        </span>
      ) : null}
    </section>
  );
}
