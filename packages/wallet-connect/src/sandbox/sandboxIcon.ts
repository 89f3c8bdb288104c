/**
 * A sand-coloured square with an 'S': the sandbox wallet's icon, drawn here (no network). A
 * plain string, so importing it runs nothing; '#' is written %23 as a data URI requires.
 */
export const SANDBOX_WALLET_ICON =
  'data:image/svg+xml;charset=utf-8,' +
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="%23f5a524"/>' +
  '<text x="16" y="22" text-anchor="middle" font-family="system-ui, sans-serif" ' +
  'font-size="17" font-weight="700" fill="%2316040a">S</text></svg>';
