/**
 * The SVG path of a sparkline: values scaled into the box with a 2 px margin, a null breaking the line (a new
 * `M`) unless `connectGaps` (a sparse series such as sentiment, which has no value on quiet days), a flat series
 * drawn through the middle.
 */
export function sparklinePath(
  values: readonly (number | null)[],
  width: number,
  height: number,
  connectGaps = false,
): { path: string; last: { x: number; y: number } | null } {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (present.length === 0) return { path: '', last: null };
  const min = Math.min(...present);
  const max = Math.max(...present);
  const margin = 2;
  const step = values.length > 1 ? (width - 2 * margin) / (values.length - 1) : 0;
  const yOf = (value: number) =>
    max === min ? height / 2 : margin + (height - 2 * margin) * (1 - (value - min) / (max - min));
  let path = '';
  let isDrawing = false;
  let last: { x: number; y: number } | null = null;
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      if (!connectGaps) isDrawing = false;
      return;
    }
    const x = Math.round((margin + index * step) * 10) / 10;
    const y = Math.round(yOf(value) * 10) / 10;
    path += `${isDrawing ? 'L' : 'M'}${x} ${y}`;
    isDrawing = true;
    last = { x, y };
  });
  return { path, last };
}
