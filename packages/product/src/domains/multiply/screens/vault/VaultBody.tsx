import { DEFAULT_LEVERAGE } from '@keel/core-math';
import { type ReactNode, useState } from 'react';
import { ActionPageLayout } from '../../../../common/ActionPageLayout';
import type { PairRow, PairTag } from '../../data/pairRow';
import type { PairPosition } from '../../data/vault/positionSnapshot';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import { OpenPositionForm } from './OpenPositionForm';
import { VaultHistory } from './VaultHistory';
import { YourPosition } from './YourPosition';

/**
 * A vault page in the one page template: the vault's figures on top, the open form (or the
 * position's Manage panel) on the right, and the history below, which draws the net APY at the
 * leverage chosen in the form.
 */
export function VaultBody({
  row,
  terms,
  tag,
  figures,
}: {
  row: PairRow;
  terms: VaultTerms;
  tag: PairTag;
  /** The vault's heading and key figures. */
  figures: ReactNode;
}) {
  const [leverage, setLeverage] = useState(DEFAULT_LEVERAGE);
  return (
    <ActionPageLayout
      figures={figures}
      panel={
        <YourPosition
          row={row}
          terms={terms}
          tag={tag}
          openForm={(title: string, position?: PairPosition) => (
            <OpenPositionForm
              row={row}
              terms={terms}
              tag={tag}
              title={title}
              leverage={leverage}
              onLeverageChange={setLeverage}
              {...(position ? { position } : {})}
            />
          )}
        />
      }
    >
      <VaultHistory row={row} leverage={leverage} withPrice={tag === 'Leverage'} />
    </ActionPageLayout>
  );
}
