import { type SeasonTab, seasonNumber } from '../data/pointsQuery';

/** 'season3' → 'Season 3'. */
export function seasonLabel(tab: SeasonTab): string {
  return `Season ${seasonNumber(tab)}`;
}
