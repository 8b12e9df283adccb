import type { RangeKind } from '@moodwire/domain';
import { type ColorScale, formatTileValue, MISSING_COLOR } from './color-scale';

/** The heatmap's colour scale in words and a gradient: its ends, its centre, and which end is good. */
export function ColorLegend({
  scale,
  label,
  rangeKind,
  isChange,
}: {
  scale: ColorScale;
  label: string;
  rangeKind: RangeKind;
  isChange: boolean;
}) {
  const [low, mid, high] = scale.colors;
  return (
    <figure
      className="flex flex-col gap-1 text-slate-600 text-xs dark:text-slate-300"
      aria-label={`Colour scale of ${label}`}
    >
      <figcaption>
        Colour: {label}. {scale.isHighBad ? 'A higher value is worse (red).' : 'A higher value is better (green).'}
      </figcaption>
      <div className="flex max-w-md items-center gap-3">
        <div className="flex-1">
          <div
            aria-hidden
            className="h-3 w-full rounded"
            style={{ background: `linear-gradient(to right, ${low}, ${mid}, ${high})` }}
          />
          <div className="mt-0.5 flex justify-between tabular-nums">
            <span>{formatTileValue(scale.min, rangeKind, isChange)}</span>
            <span>{formatTileValue(scale.mid, rangeKind, isChange && scale.mid !== 0)}</span>
            <span>{formatTileValue(scale.max, rangeKind, isChange)}</span>
          </div>
        </div>
        <span className="flex items-center gap-1 self-start">
          <span aria-hidden className="inline-block size-3 rounded" style={{ background: MISSING_COLOR }} />
          no value
        </span>
      </div>
    </figure>
  );
}
