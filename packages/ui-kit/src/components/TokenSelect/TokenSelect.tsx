import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { classNames } from '../../internal/classNames';
import { type ListMove, nextIndex } from '../../internal/nextIndex';
import { useLatest } from '../../internal/useLatest';
import { filterTokenOptions } from './filterTokenOptions';
import { SearchIcon, VerifiedIcon } from './TokenSelectIcons';

export interface TokenSelectOption {
  /** Passed to `onSelect`; usually the mint address, which the search also matches. */
  id: string;
  symbol: string;
  name?: string;
  /** Address the search matches by prefix when it is not the id. */
  mint?: string;
  /** The token's logo, decorative (the symbol is written beside it). */
  logo?: ReactNode;
  /** Pre-formatted balance shown at the end of the option ('12.5'). */
  balanceText?: string;
  /** Shows a verified mark. */
  verified?: boolean;
}

export interface TokenSelectProps {
  options: readonly TokenSelectOption[];
  /** Id of the selected token; null or an unknown id shows the placeholder. */
  value: string | null | undefined;
  /** Called with the id of the chosen option. */
  onSelect: (id: string) => void;
  /** Names the control and the list, e.g. 'Token' or 'Collateral token'. */
  label: string;
  /** Trigger text when nothing is selected. Defaults to 'Select token'. */
  placeholder?: string;
  /** Accessible name of the search field. Defaults to 'Search tokens'. */
  searchLabel?: string;
  /** Defaults to 'Search by symbol, name or address'. */
  searchPlaceholder?: string;
  /** Shown when no option matches the search. Defaults to 'No tokens found'. */
  emptyText?: ReactNode;
  /** Accessible name of the verified mark. Defaults to 'Verified'. */
  verifiedLabel?: string;
  /** Logo for options without `logo` (e.g. the product's token logo by mint). */
  renderLogo?: (option: TokenSelectOption) => ReactNode;
  /** Which edge of the trigger the list lines up with. Defaults to 'start'. */
  align?: 'start' | 'end';
  disabled?: boolean;
  /** Called whenever the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Called with the search text as it changes ('' when the list closes), so a parent can add
   * options found elsewhere (a remote search); the list still filters what it is given.
   */
  onQueryChange?: (query: string) => void;
  /** The trigger `<button>`. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
  triggerClassName?: string;
}

const MOVE_BY_KEY: Partial<Record<string, ListMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
};

/** A key that types a character (not a shortcut), for type-to-search from the trigger. */
function isPrintableKey(event: KeyboardEvent): boolean {
  return (
    event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
  );
}

/**
 * A button showing the selected token that opens a searchable list of tokens. Focus stays in the
 * search field (a combobox); ArrowUp/ArrowDown move through the matches, Enter chooses, Escape
 * closes. Typing on the closed trigger opens it and starts the search.
 */
export function TokenSelect({
  options,
  value,
  onSelect,
  label,
  placeholder = 'Select token',
  searchLabel = 'Search tokens',
  searchPlaceholder = 'Search by symbol, name or address',
  emptyText = 'No tokens found',
  verifiedLabel = 'Verified',
  renderLogo,
  align = 'start',
  disabled = false,
  onOpenChange,
  onQueryChange,
  ref,
  className,
  triggerClassName,
}: TokenSelectProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const popoverId = `${baseId}-popover`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const onOpenChangeRef = useLatest(onOpenChange);
  const onQueryChangeRef = useLatest(onQueryChange);
  const reportedOpen = useRef(false);

  const searched = open ? query : '';
  useEffect(() => {
    onQueryChangeRef.current?.(searched);
  }, [searched, onQueryChangeRef]);

  const selected = options.find((option) => option.id === value);
  const matches = useMemo(() => filterTokenOptions(options, query), [options, query]);
  const active = matches[activeIndex] ? activeIndex : matches.length > 0 ? 0 : -1;

  const openList = (initialQuery = '') => {
    const initialMatches = filterTokenOptions(options, initialQuery);
    const selectedIndex = initialMatches.findIndex((option) => option.id === value);
    setQuery(initialQuery);
    setActiveIndex(Math.max(selectedIndex, 0));
    setOpen(true);
  };

  const closeList = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (option: TokenSelectOption) => {
    closeList(true);
    onSelect(option.id);
  };

  // Focus moves to the search field, caret after a character typed on the trigger.
  useEffect(() => {
    const search = searchRef.current;
    if (!open || !search) return;
    search.focus();
    search.setSelectionRange(search.value.length, search.value.length);
  }, [open]);

  useEffect(() => {
    if (reportedOpen.current === open) return;
    reportedOpen.current = open;
    onOpenChangeRef.current?.(open);
  }, [open, onOpenChangeRef]);

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  // A press anywhere outside closes the list without moving focus.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    } else if (isPrintableKey(event)) {
      event.preventDefault();
      openList(event.key);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = MOVE_BY_KEY[event.key];
    if (move) {
      event.preventDefault();
      setActiveIndex(nextIndex(active, matches.length, move));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = matches[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      // Handled here so that a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      closeList(true);
    }
  };

  // Tabbing (or clicking) away from both trigger and list closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  const logoOf = (option: TokenSelectOption) => option.logo ?? renderLogo?.(option);

  return (
    // Focus leaving the wrapper only decides when the list closes; the trigger, the search
    // field and the options are the interactive elements.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <div
      ref={rootRef}
      className={classNames('keel-token-select', open && 'keel-token-select--open', className)}
      onBlur={onBlur}
    >
      <span id={labelId} className="keel-visually-hidden">
        {label}
      </span>
      <button
        ref={(element) => {
          triggerRef.current = element;
          if (typeof ref === 'function') return ref(element);
          if (ref) ref.current = element;
        }}
        type="button"
        className={classNames('keel-token-select__trigger', triggerClassName)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        disabled={disabled}
        onClick={() => (open ? closeList(false) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        {selected && <TokenLogo logo={logoOf(selected)} />}
        <span
          id={valueId}
          className={classNames(
            'keel-token-select__value',
            !selected && 'keel-token-select__value--placeholder',
          )}
        >
          {selected ? selected.symbol : placeholder}
        </span>
        <ChevronDownIcon className="keel-token-select__chevron" />
      </button>
      {open && (
        <div
          id={popoverId}
          role="dialog"
          aria-labelledby={labelId}
          className={classNames(
            'keel-token-select__popover',
            `keel-token-select__popover--${align}`,
          )}
        >
          <div className="keel-token-select__search">
            <SearchIcon className="keel-token-select__search-icon" />
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              className="keel-token-select__search-input"
              aria-label={searchLabel}
              aria-expanded={matches.length > 0}
              aria-controls={matches.length > 0 ? listboxId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          {matches.length > 0 ? (
            <div
              ref={listRef}
              id={listboxId}
              role="listbox"
              aria-labelledby={labelId}
              className="keel-token-select__list"
            >
              {matches.map((option, index) => (
                // Options are chosen from the search field's keyboard handler (the combobox
                // keeps focus), so they only need pointer handlers.
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
                <div
                  key={option.id}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  // Reached through aria-activedescendant; never a tab stop of its own.
                  tabIndex={-1}
                  aria-selected={option.id === value}
                  className={classNames(
                    'keel-token-select__option',
                    index === active && 'keel-token-select__option--active',
                  )}
                  // Keeps focus in the search field while the pointer presses an option.
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerMove={() => {
                    if (index !== active) setActiveIndex(index);
                  }}
                  onClick={() => choose(option)}
                >
                  <TokenLogo logo={logoOf(option)} />
                  <span className="keel-token-select__names">
                    <span className="keel-token-select__symbol">
                      {option.symbol}
                      {option.verified && (
                        <VerifiedIcon
                          className="keel-token-select__verified"
                          role="img"
                          aria-hidden={false}
                          aria-label={verifiedLabel}
                        />
                      )}
                    </span>
                    {option.name && <span className="keel-token-select__name">{option.name}</span>}
                  </span>
                  {option.balanceText && (
                    <span className="keel-token-select__balance">{option.balanceText}</span>
                  )}
                </div>
              ))}
            </div>
          ) : null}
          {/* Always present, so the empty state is announced when a search finds nothing. */}
          <p className="keel-token-select__empty" role="status">
            {matches.length === 0 ? emptyText : null}
          </p>
        </div>
      )}
    </div>
  );
}

function TokenLogo({ logo }: { logo: ReactNode }) {
  if (logo === undefined || logo === null || logo === false) return null;
  return (
    <span className="keel-token-select__logo" aria-hidden="true">
      {logo}
    </span>
  );
}
