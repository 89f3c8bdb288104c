import { useId } from 'react';

/** The hub's search box: narrows the vaults by name, token or curator. */
export function VaultSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="keel-earn__search">
      <label htmlFor={id} className="keel-earn__search-label">
        Search vaults
      </label>
      <input
        id={id}
        type="search"
        className="keel-earn__search-input"
        placeholder="Search by vault, token or curator"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
