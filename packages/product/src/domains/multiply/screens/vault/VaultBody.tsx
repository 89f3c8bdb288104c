import { DEFAULT_LEVERAGE } from '@keel/core-math';
import { useState } from 'react';
import type { PairRow, PairTag } from '../../data/pairRow';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import { OpenPositionForm } from './OpenPositionForm';
import { VaultHistory } from './VaultHistory';
import { YourPosition } from './YourPosition';

/**
 * A vault page under its overview: the wallet's position, the open form and the history, which
 * draws the net APY at the leverage chosen in the form.
 */
export function VaultBody({ row, terms, tag }: { row: PairRow; terms: VaultTerms; tag: PairTag }) {
  const [leverage, setLeverage] = useState(DEFAULT_LEVERAGE);
  return (
    <>
      <YourPosition row={row} terms={terms} tag={tag} />
      <OpenPositionForm
        row={row}
        terms={terms}
        tag={tag}
        leverage={leverage}
        onLeverageChange={setLeverage}
      />
      <VaultHistory row={row} leverage={leverage} withPrice={tag === 'Leverage'} />
    </>
  );
}
