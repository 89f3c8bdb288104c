import type { PositionGroup } from '../../domains/portfolio/data/productGroups';

/**
 * Side panel position clicks (D§2: every click closes the panel and records an event), named
 * like the header's events: area, action, then the accordion the position sits in.
 */
export const positionEvents = {
  open: (accordion: PositionGroup | 'Earn') => `side_panel:positions:${accordion}`,
} as const;
