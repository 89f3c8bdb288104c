import type { SwapToken } from '../data/swapTokens';

/** Says plainly when a token is not verified, or not in the list at all (shown by its mint). */
export function TokenWarning({ token }: { token: SwapToken }) {
  if (token.verified) return null;
  return (
    <p className="keel-swap__warning" role="note">
      {token.known
        ? `${token.symbol} is not verified. Check its mint before you swap: ${token.mint}`
        : `Unknown token ${token.mint}: it is not in the token list. Check the mint before you swap.`}
    </p>
  );
}
