import { useState } from 'react';
import { useAppServices } from '../app/AppServicesContext';

/** Where the CDN serves a token's logo. */
export function tokenLogoUrl(cdnUrl: string, mint: string): string {
  return `${cdnUrl.replace(/\/+$/, '')}/token-logos/${encodeURIComponent(mint)}.svg`;
}

/**
 * A token's logo from the CDN. Without a CDN, or once the image fails, the symbol's first letter
 * takes its place (never a broken-image icon). `decorative` when the symbol is written beside
 * it, so screen readers do not read the symbol twice.
 */
export function TokenLogo({
  mint,
  symbol,
  size = 24,
  decorative = false,
}: {
  mint: string;
  symbol: string;
  size?: number;
  decorative?: boolean;
}) {
  const { cdnUrl } = useAppServices();
  const src = cdnUrl ? tokenLogoUrl(cdnUrl, mint) : undefined;
  // Keyed by source so a row that switches token tries the new logo again.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const style = { width: size, height: size };
  if (!src || failedSrc === src) {
    return (
      <span
        className="keel-token-logo keel-token-logo--letter"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': symbol })}
        style={style}
      >
        {symbol.slice(0, 1).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      className="keel-token-logo"
      src={src}
      alt={decorative ? '' : symbol}
      width={size}
      height={size}
      onError={() => setFailedSrc(src)}
    />
  );
}
