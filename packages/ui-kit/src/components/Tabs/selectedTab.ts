/** The minimum a tab needs for selection logic. */
export interface SelectableTab<Id extends string> {
  id: Id;
  disabled?: boolean;
}

/**
 * The tab that is shown: the requested one when it exists and is enabled, otherwise the first
 * enabled tab, so one tab is always reachable with Tab.
 */
export function resolveSelectedTab<Id extends string>(
  tabs: readonly SelectableTab<Id>[],
  requested: Id | undefined,
): Id | undefined {
  const match = tabs.find((tab) => tab.id === requested && !tab.disabled);
  return (match ?? tabs.find((tab) => !tab.disabled))?.id;
}
