import { ChoiceGroup } from '@keel/ui-kit';
import { useBrand } from '../../../brand/BrandContext';
import './SummaryToggle.css';

/** D§2: what the summary figure shows — the wallet's balance or its positions' net value. */
export type SummaryKind = 'balance' | 'netValue';

/** The toggle 'Wallet balance' / '{product} positions' of the side panel and the portfolio. */
export function SummaryToggle({
  value,
  onChange,
}: {
  value: SummaryKind;
  onChange(value: SummaryKind): void;
}) {
  const brand = useBrand();
  return (
    <ChoiceGroup<SummaryKind>
      legend="Summary"
      className="keel-summary-toggle"
      options={[
        { id: 'balance', label: 'Wallet balance' },
        { id: 'netValue', label: `${brand.name} positions` },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
