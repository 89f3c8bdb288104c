import type { PairRow, PairTag } from '../../data/pairRow';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import { useOpenPositionContext } from '../../data/writes/useOpenPositionContext';
import { PositionPanel } from './PositionPanel';

/** The connected wallet's position in the pair, when it has one (the open form reports errors). */
export function YourPosition({
  row,
  terms,
  tag,
}: {
  row: PairRow;
  terms: VaultTerms;
  tag: PairTag;
}) {
  const context = useOpenPositionContext(row, tag);
  if (context.status !== 'ready' || context.obligation === null) return null;
  return <PositionPanel row={row} tag={tag} elevationGroup={terms.elevationGroup} data={context} />;
}
