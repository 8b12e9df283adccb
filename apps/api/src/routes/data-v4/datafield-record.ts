/**
 * One datafield (indicator) as the data API's v4 /info datacols and the v5 datafields call list it: code, name,
 * description and the range, which each call writes in its own words.
 */
import { Type } from '@fastify/type-provider-typebox';
import type { Indicator } from '@moodwire/domain';

export interface DatafieldRecord {
  code: string;
  name: string;
  description: string;
  range: string;
}

export function toDatafieldRecord({ code, name, description }: Indicator, range: string): DatafieldRecord {
  return { code, name, description, range };
}

/** The sentiment datafield, for the OpenAPI examples. */
export const EXAMPLE_SENTIMENT_DATAFIELD: DatafieldRecord = {
  code: 'sentiment',
  name: 'Sentiment',
  description: 'Overall tone: the share of positive references minus the share of negative ones.',
  range: '-1 to 1',
};

/** The schema of a record, with the given examples (or none). */
export function datafieldRecordSchema(options?: { examples: DatafieldRecord[] }) {
  return Type.Object(
    { code: Type.String(), name: Type.String(), description: Type.String(), range: Type.String() },
    options,
  );
}
