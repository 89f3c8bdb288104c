/**
 * Sort and filter of a 10 000-row leaderboard, as a click on a header or a keystroke in the
 * search does (target: under 50 ms per update). Run: `npx vitest bench src/domains/points`.
 */
import { bench, describe } from 'vitest';
import { filterLeaderboard, sortLeaderboard, toLeaderboardRows } from './leaderboardRows';
import { pageOf } from './paging';
import { syntheticLeaderboard } from './testing/pointsFixtures';

const rows = toLeaderboardRows(syntheticLeaderboard(10_000));

describe('10 000-row leaderboard', () => {
  bench('sort by another column', () => {
    sortLeaderboard(rows, { id: 'lendingPoints', desc: true });
  });

  bench('sort, filter and page (one update)', () => {
    const sorted = sortLeaderboard(rows, { id: 'multiplyPoints', desc: false });
    pageOf(filterLeaderboard(sorted, 'wallet00'), 2, 50);
  });

  bench('filter the sorted rows (a keystroke)', () => {
    filterLeaderboard(rows, '0042');
  });
});

describe('building the rows', () => {
  const entries = syntheticLeaderboard(10_000);
  bench('10 000 API entries to rows', () => {
    toLeaderboardRows(entries);
  });
});
