import type { Transcript } from './get-transcript';

/** The two files of an earnings call (spec §7 /mta/files): plain text, or JSON with the turns. */
export type TranscriptFileFormat = 'txt' | 'json';

/**
 * A transcript file's content, exactly as it downloads: the API sends this text, and the listing's sizes are its
 * UTF-8 byte length, so one format serves both. Text: the call's header, then each turn under its section. JSON:
 * `{ data: <the call and its turnList> }`.
 */
export function writeTranscriptFile(transcript: Transcript, format: TranscriptFileFormat): string {
  if (format === 'json') return JSON.stringify({ data: transcript });
  const lines = [
    transcript.title,
    `Company: ${transcript.name} (${[transcript.ticker, transcript.assetCode].filter(Boolean).join(', ')})`,
    `Date: ${transcript.windowTimestamp}`,
    `Quarter: ${transcript.quarter}`,
    `Result: ${transcript.result}`,
  ];
  let section = '';
  for (const turn of transcript.turnList) {
    if (turn.section !== section) {
      section = turn.section;
      lines.push('', `== ${section} ==`);
    }
    lines.push('', `${turn.speaker} (${turn.role}): ${turn.text}`);
  }
  return `${lines.join('\n')}\n`;
}
