import { checkText, datasetFiles, filesParameter, PARQUET_SOURCE, queryRows } from './lake-sql';
import { type TranscriptCall, toTranscriptCall } from './list-transcripts';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

export interface GetTranscriptOptions {
  transcriptId: string;
  dataDir?: string;
}

/** One turn of a call: who spoke, in which section, and the engine's scores of what they said. */
export interface TranscriptTurn {
  seq: number;
  section: string;
  speaker: string;
  role: string;
  text: string;
  buzz: number;
  sentiment: number | null;
}

export interface Transcript extends TranscriptCall {
  turnList: TranscriptTurn[];
}

/** One earnings call with its turns in speaking order; an unknown id is not found. */
export async function getTranscript(options: GetTranscriptOptions): Promise<Transcript> {
  const transcriptId = checkText(options.transcriptId, 'transcriptId');
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const [callFiles, turnFiles] = await Promise.all([
      datasetFiles(lakeDir, ['transcripts', 'equ', 'calls']),
      datasetFiles(lakeDir, ['transcripts', 'equ', 'turns']),
    ]);
    const call =
      callFiles.length === 0
        ? undefined
        : (
            await queryRows(connection, `SELECT * FROM ${PARQUET_SOURCE} WHERE "transcriptId" = $id`, {
              files: filesParameter(callFiles),
              id: transcriptId,
            })
          )[0];
    if (!call) throw new ReadError('not_found', `no transcript '${transcriptId}'`);
    const turns =
      turnFiles.length === 0
        ? []
        : await queryRows(
            connection,
            `SELECT seq, section, speaker, role, text, buzz, sentiment FROM ${PARQUET_SOURCE}
             WHERE "transcriptId" = $id ORDER BY seq`,
            { files: filesParameter(turnFiles), id: transcriptId },
          );
    return { ...toTranscriptCall(call), turnList: turns as unknown as TranscriptTurn[] };
  });
}
