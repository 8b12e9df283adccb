import { getTranscripts } from './get-transcript';
import { writeTranscriptFile } from './write-transcript-file';

export interface ListTranscriptFileSizesOptions {
  transcriptIds: readonly string[];
  dataDir?: string;
}

/** The byte sizes of a call's two files as they download: `{id}.txt` and `{id}.json`. */
export interface TranscriptFileSize {
  transcriptId: string;
  /** Bytes of the text file. */
  size: number;
  /** Bytes of the JSON file. */
  jsonSize: number;
}

/**
 * The sizes of the transcript files of several calls (spec §7 /mta/files: sizes known before the download), in
 * the order of `transcriptIds` (unknown ids left out). Each file is rendered by writeTranscriptFile, the function
 * the download sends, from one read of all the calls' turns, so a size is the downloaded file's Content-Length.
 */
export async function listTranscriptFileSizes(options: ListTranscriptFileSizesOptions): Promise<TranscriptFileSize[]> {
  const transcripts = await getTranscripts(options);
  return transcripts.map((transcript) => ({
    transcriptId: transcript.transcriptId,
    size: Buffer.byteLength(writeTranscriptFile(transcript, 'txt')),
    jsonSize: Buffer.byteLength(writeTranscriptFile(transcript, 'json')),
  }));
}
