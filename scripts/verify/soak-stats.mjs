// Small statistics for verify:soak, kept apart so they are tested.

/** The least-squares slope of y over x for `[x, y]` points (NaN with fewer than two distinct x). */
export function linearSlope(points) {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((s, [x]) => s + x, 0) / n;
  const meanY = points.reduce((s, [, y]) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  }
  return den === 0 ? Number.NaN : num / den;
}

/** The value of an unlabelled sample (or the sum of a labelled metric's samples) in Prometheus text. */
export function metricSample(text, name) {
  let total = Number.NaN;
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const value = Number(match[3]);
    total = Number.isNaN(total) ? value : total + value;
  }
  return total;
}
