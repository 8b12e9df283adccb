/** A mention to mark in a text: [start, end) in UTF-16 code units, as the API's offsets count. */
export interface Mention {
  start: number;
  end: number;
  /** What the mark says it is (the asset's name). */
  label: string;
}

export interface TextSegment {
  start: number;
  text: string;
  mention: Mention | null;
}

/**
 * The text cut into plain and marked segments, in order. Overlapping mentions keep the first (the earliest, then
 * the longest); mentions outside the text are left out.
 */
export function highlightSegments(text: string, mentions: readonly Mention[]): TextSegment[] {
  const sorted = mentions
    .filter((mention) => mention.start >= 0 && mention.end <= text.length && mention.end > mention.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const mention of sorted) {
    if (mention.start < at) continue;
    if (mention.start > at) segments.push({ start: at, text: text.slice(at, mention.start), mention: null });
    segments.push({ start: mention.start, text: text.slice(mention.start, mention.end), mention });
    at = mention.end;
  }
  if (at < text.length) segments.push({ start: at, text: text.slice(at), mention: null });
  return segments;
}
