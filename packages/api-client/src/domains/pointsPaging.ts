/** Rows per leaderboard page unless a call says otherwise. */
export const POINTS_PAGE_SIZE = 50;
