/** Obligation kinds; the index is the on-chain tag and the obligation PDA's first seed. */
export const OBLIGATION_TAGS = ['Vanilla', 'Multiply', 'Lending', 'Leverage'] as const;
export type ObligationTag = (typeof OBLIGATION_TAGS)[number];

export function obligationTagValue(tag: ObligationTag): number {
  const value = OBLIGATION_TAGS.indexOf(tag);
  if (value === -1) throw new RangeError(`Unknown obligation tag ${String(tag)}`);
  return value;
}
