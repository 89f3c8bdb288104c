import { useId } from 'react';

/** The lists' search box: narrows the pairs by collateral or debt symbol. */
export function PairSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="keel-pairs__search">
      <label htmlFor={id} className="keel-pairs__search-label">
        Search pairs
      </label>
      <input
        id={id}
        type="search"
        className="keel-pairs__search-input"
        placeholder="Search by symbol"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
