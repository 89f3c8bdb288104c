import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POINTS_QUERY,
  hasInvalidPointsParams,
  parsePointsQuery,
  seasonNumber,
  writePointsQuery,
} from './pointsQuery';

const parse = (query: string) => parsePointsQuery(new URLSearchParams(query));

describe('points page query', () => {
  it('reads the defaults from an empty address (D§2, D§9)', () => {
    expect(parse('')).toEqual({
      tab: 'leaderboard',
      seasonTab: 'season3',
      breakdownSort: { id: 'totalPoints', desc: true },
      leaderboardSort: { id: 'liquidityPoints', desc: true },
      boostsSort: { id: 'boost', desc: true },
      allocationSort: { id: 'points', desc: true },
      page: 1,
      pageSize: 50,
    });
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'tab=boost&season_tab=season1&breakdownSortBy=boost.asc&leaderboardSortBy=totalPoints.asc' +
          '&currentPointBoostsSortBy=name.asc&pointsAllocationSortBy=pointsPerSecond.desc&page=4&pageSize=100',
      ),
    ).toEqual({
      tab: 'boost',
      seasonTab: 'season1',
      breakdownSort: { id: 'boost', desc: false },
      leaderboardSort: { id: 'totalPoints', desc: false },
      boostsSort: { id: 'name', desc: false },
      allocationSort: { id: 'pointsPerSecond', desc: true },
      page: 4,
      pageSize: 100,
    });
  });

  it.each([
    ['tab=rewards', { tab: 'leaderboard' }],
    ['tab=', { tab: 'leaderboard' }],
    ['tab=Breakdown', { tab: 'leaderboard' }],
    ['season_tab=season4', { seasonTab: 'season3' }],
    ['season_tab=3', { seasonTab: 'season3' }],
    ['leaderboardSortBy=volume.desc', { leaderboardSort: { id: 'liquidityPoints', desc: true } }],
    ['leaderboardSortBy=totalPoints', { leaderboardSort: { id: 'liquidityPoints', desc: true } }],
    ['breakdownSortBy=rank.asc', { breakdownSort: { id: 'totalPoints', desc: true } }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['pageSize=7', { pageSize: 50 }],
    ['pageSize=abc', { pageSize: 50 }],
  ])('falls back to the default for %s (D§5)', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
    expect(hasInvalidPointsParams(new URLSearchParams(query))).toBe(true);
  });

  it('accepts valid and absent parameters as they are', () => {
    expect(hasInvalidPointsParams(new URLSearchParams(''))).toBe(false);
    expect(hasInvalidPointsParams(new URLSearchParams('tab=info&page=3&ref=x'))).toBe(false);
  });

  it('writes every field, drops empty ones and keeps other parameters', () => {
    const written = writePointsQuery(new URLSearchParams('REFERRAL_PAGE=true&page=9'), {
      ...DEFAULT_POINTS_QUERY,
      tab: 'breakdown',
      page: undefined,
    });
    expect(Object.fromEntries(written)).toEqual({
      REFERRAL_PAGE: 'true',
      tab: 'breakdown',
      season_tab: 'season3',
      breakdownSortBy: 'totalPoints.desc',
      leaderboardSortBy: 'liquidityPoints.desc',
      currentPointBoostsSortBy: 'boost.desc',
      pointsAllocationSortBy: 'points.desc',
      pageSize: '50',
    });
    expect(parsePointsQuery(written)).toEqual({ ...DEFAULT_POINTS_QUERY, tab: 'breakdown' });
  });

  it('numbers the seasons', () => {
    expect(seasonNumber('season1')).toBe(1);
    expect(seasonNumber('season3')).toBe(3);
  });
});
