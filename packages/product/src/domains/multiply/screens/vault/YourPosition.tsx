import type { ReactNode } from 'react';
import type { PairRow, PairTag } from '../../data/pairRow';
import type { PairPosition } from '../../data/vault/positionSnapshot';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import { useOpenPositionContext } from '../../data/writes/useOpenPositionContext';
import { PositionPanel } from './PositionPanel';

/**
 * A vault page's action panel: the open form, or once the connected wallet holds a position in
 * the pair, the one Manage panel (the open form becomes its 'Add' tab). The open form reports the
 * wallet's loading errors.
 */
export function YourPosition({
  row,
  terms,
  tag,
  openForm,
}: {
  row: PairRow;
  terms: VaultTerms;
  tag: PairTag;
  /** The open form, given the title it has where it is shown and the position it adds to. */
  openForm: (title: string, position?: PairPosition) => ReactNode;
}) {
  const context = useOpenPositionContext(row, tag);
  if (context.status !== 'ready' || context.obligation === null) {
    return openForm('Open a position');
  }
  return (
    <PositionPanel
      row={row}
      tag={tag}
      terms={terms}
      data={context}
      addForm={(position) => openForm('Add to position', position)}
    />
  );
}
