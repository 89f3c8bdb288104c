import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { classNames } from '../../internal/classNames';
import { type ListMove, nextIndex } from '../../internal/nextIndex';
import { resolveSelectedTab } from './selectedTab';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<Id extends string = string> {
  tabs: readonly TabItem<Id>[];
  /** Selected tab id (controlled). */
  value?: Id;
  /** Initially selected tab id (uncontrolled). Defaults to the first enabled tab. */
  defaultValue?: Id;
  /** Called with the id of the newly selected tab. */
  onValueChange?: (id: Id) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Id of an element naming the tab list, instead of `label`. */
  labelledBy?: string;
  /**
   * 'automatic' (default) selects a tab as soon as arrow keys focus it; 'manual' waits for Enter
   * or Space, for panels that are slow to render.
   */
  activation?: 'automatic' | 'manual';
  /** Keep the content of hidden panels mounted. Defaults to false: only the shown panel renders. */
  keepMounted?: boolean;
  /** Stretch the tabs to share the full width. */
  fullWidth?: boolean;
  className?: string;
}

const MOVE_BY_KEY: Partial<Record<string, ListMove>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/** WAI-ARIA tabs: one tab stop for the list, arrow keys between tabs, Home and End. */
export function Tabs<Id extends string = string>({
  tabs,
  value,
  defaultValue,
  onValueChange,
  label,
  labelledBy,
  activation = 'automatic',
  keepMounted = false,
  fullWidth = false,
  className,
}: TabsProps<Id>) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const selectedId = resolveSelectedTab(tabs, value ?? uncontrolledValue);
  const tabElements = useRef(new Map<Id, HTMLButtonElement>());

  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const select = (id: Id) => {
    if (value === undefined) setUncontrolledValue(id);
    if (id !== selectedId) onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVE_BY_KEY[event.key];
    if (!move) return;
    event.preventDefault();
    const enabled = tabs.filter((tab) => !tab.disabled);
    const current = enabled.findIndex(
      (tab) => tabElements.current.get(tab.id) === document.activeElement,
    );
    const target = enabled[nextIndex(current, enabled.length, move)];
    if (!target) return;
    tabElements.current.get(target.id)?.focus();
    if (activation === 'automatic') select(target.id);
  };

  return (
    <div className={classNames('keel-tabs', fullWidth && 'keel-tabs--full-width', className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-orientation="horizontal"
        className="keel-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className="keel-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!selected}
            // A focusable panel lets keyboard users reach content that has no control (WAI-ARIA).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
            tabIndex={0}
            className="keel-tabs__panel"
          >
            {(selected || keepMounted) && tab.content}
          </div>
        );
      })}
    </div>
  );
}
