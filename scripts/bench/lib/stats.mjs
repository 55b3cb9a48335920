/** The p-th percentile (p in 0–100) of ascending `sorted` values, nearest-rank. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
