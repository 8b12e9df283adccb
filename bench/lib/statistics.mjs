// Plain statistics of daily series for the benchmarks. A series is an array indexed by day with `null` where the
// day has no value; each function reads only the days (or pairs of days) that have values, and answers NaN when
// there are too few of them to say anything.

/** The values of a series that are present. */
export function presentValues(series) {
  return series.filter((value) => value !== null && value !== undefined && !Number.isNaN(value));
}

/** The median of a list of numbers (the mean of the middle two for an even count); NaN for an empty list. */
export function median(values) {
  const sorted = presentValues(values).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function mean(values) {
  const present = presentValues(values);
  if (present.length === 0) return Number.NaN;
  return present.reduce((sum, value) => sum + value, 0) / present.length;
}

/** The sample standard deviation (n - 1) of the present values; NaN below two values. */
export function standardDeviation(values) {
  const present = presentValues(values);
  if (present.length < 2) return Number.NaN;
  const average = mean(present);
  const squares = present.reduce((sum, value) => sum + (value - average) ** 2, 0);
  return Math.sqrt(squares / (present.length - 1));
}

/** Pearson's correlation of two lists of equal length; NaN below three pairs or when either side is constant. */
function pearson(xs, ys) {
  const n = xs.length;
  if (n < 3) return Number.NaN;
  const meanX = xs.reduce((sum, value) => sum + value, 0) / n;
  const meanY = ys.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - meanX;
    const dy = ys[i] - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX === 0 || varianceY === 0) return Number.NaN;
  return covariance / Math.sqrt(varianceX * varianceY);
}

const isPresent = (value) => value !== null && value !== undefined && !Number.isNaN(value);

/** Pearson's correlation of two day-aligned series over the days where both have a value. */
export function correlation(seriesA, seriesB) {
  const xs = [];
  const ys = [];
  const days = Math.min(seriesA.length, seriesB.length);
  for (let day = 0; day < days; day++) {
    if (isPresent(seriesA[day]) && isPresent(seriesB[day])) {
      xs.push(seriesA[day]);
      ys.push(seriesB[day]);
    }
  }
  return pearson(xs, ys);
}

/**
 * The lag-1 autocorrelation of a daily series: Pearson's correlation of each day's value with the next day's, over
 * the pairs of consecutive days that both have a value (a gap breaks the pair rather than joining distant days).
 */
export function lagOneAutocorrelation(series) {
  return correlation(series.slice(0, -1), series.slice(1));
}
