/**
 * The Engine tool's call (issue 15 'Engine (sentV5)'): POST /sentv5/analyze runs our engine (packages/engine) on
 * posted texts against the published lake's universe, as the build reads its documents, and explains the reading:
 * the assets found, every indicator's score for the document and per asset, the words that drove each indicator
 * (offsets, weight, negation), keyphrases and the summary. Permission: the engine area (spec §6 'Engine | sentV5').
 * The work is CPU in this process, so the call has its own, stricter rate limit and a documented size limit.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { explainText } from '@moodwire/engine';
import { getUniverseMatcher } from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { findAssetInClass, toAssetRecord } from '../web/web-assets';
import {
  AnalyzeAnswer,
  AnalyzeBody,
  AnalyzedDocument,
  EXAMPLE_TEXT,
  MAX_ANALYZE_BYTES,
  MAX_ANALYZE_DOCUMENTS,
  MAX_BODY_DOCUMENTS,
} from './analyze-schemas';
import {
  DocumentError,
  type DocumentFormat,
  formatOfName,
  type PlainDocument,
  toPlainDocuments,
} from './document-text';

/** The engine's calls per account per minute: a tenth of the general limit (each call is CPU work here). */
export function engineRateLimit(generalMax: number): number {
  return Math.max(1, Math.floor(generalMax / 10));
}

function kiloBytes(bytes: number): string {
  return `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} kB`;
}

interface Incoming {
  text: string;
  format?: DocumentFormat;
  name?: string;
  field: string;
}

/** The engine's reading of one plain document against the lake's universe, as the answer carries it. */
function readDocument(lake: LoadedLake, document: PlainDocument & { format: DocumentFormat }) {
  const explained = explainText(document.text, { matcher: getUniverseMatcher(lake.universe) });
  const assets = [];
  for (const asset of explained.assets) {
    const record = findAssetInClass(lake, asset.assetId, asset.assetClass);
    if (!record) continue;
    assets.push({
      ...toAssetRecord(record),
      references: asset.references,
      mentions: asset.mentions,
      scores: asset.scores,
    });
  }
  return {
    name: document.name,
    format: document.format,
    text: document.text,
    length: explained.length,
    tokenCount: explained.tokenCount,
    sentenceCount: explained.sentenceCount,
    scores: explained.document,
    drivers: explained.drivers,
    terms: explained.terms.map((term) => ({ ...term, codes: [...term.codes] })),
    assets,
    keyphrases: explained.keyphrases.map(({ phrase, count, score }) => ({ phrase, count, score })),
    summary: explained.summary,
  };
}

export function engineRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = {
      access: { area: 'engine' as const },
      rateLimit: { max: engineRateLimit(app.ctx.config.rateLimitMax), timeWindow: 60_000 },
    };

    app.post(
      '/sentv5/analyze',
      {
        config,
        schema: {
          tags: ['engine'],
          security: KEYED_SECURITY,
          summary: 'Run the engine on texts: assets, indicator scores, the words that drove them, keyphrases, summary',
          description:
            'Send one `text`, or `documents` (at most ' +
            `${MAX_BODY_DOCUMENTS}), as JSON. Each is read as txt, md, html (reduced to its words: tags, scripts and ` +
            'styles dropped) or csv (one document per row, from its text column). At most ' +
            `${kiloBytes(MAX_ANALYZE_BYTES)} (${MAX_ANALYZE_BYTES.toLocaleString('en')} bytes of UTF-8) of text per ` +
            `call, all documents together, and ${MAX_ANALYZE_DOCUMENTS} documents: more is refused with 413. Offsets ` +
            'are UTF-16 code units into each answered document’s `text` (the converted text). Rate-limited to a ' +
            'tenth of the general per-account limit per minute.',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          body: AnalyzeBody,
          response: {
            200: dataOf(AnalyzeAnswer, 'The engine’s reading of each document'),
            ...errorResponses(400, 401, 403, 413, 429, 503),
          },
        },
      },
      async (request) => {
        const body = request.body;
        if (body.text !== undefined && body.documents !== undefined) {
          throw badParameter('documents', 'send either text or documents, not both');
        }
        const incoming: Incoming[] =
          body.documents !== undefined
            ? body.documents.map((document, i) => ({ ...document, field: `documents[${i}].text` }))
            : body.text !== undefined
              ? [{ text: body.text, format: body.format, name: body.name, field: 'text' }]
              : [];
        if (incoming.length === 0) throw badParameter('text', 'required: send text, or documents');
        let bytes = 0;
        for (const item of incoming) bytes += Buffer.byteLength(item.text, 'utf8');
        if (bytes > MAX_ANALYZE_BYTES) {
          throw new HttpError(413, 'Text too large', {
            message: `The text is ${kiloBytes(bytes)} (${bytes.toLocaleString('en')} bytes); the engine reads at most ${kiloBytes(MAX_ANALYZE_BYTES)} (${MAX_ANALYZE_BYTES.toLocaleString('en')} bytes) per call. Split it into several calls.`,
            detail: 'over_text_limit',
          });
        }
        const plain: (PlainDocument & { format: DocumentFormat })[] = [];
        for (const [i, item] of incoming.entries()) {
          const name = item.name?.trim() || (incoming.length > 1 ? `document ${i + 1}` : 'text');
          const format = item.format ?? (item.name ? formatOfName(item.name) : 'txt');
          try {
            for (const document of toPlainDocuments(item.text, format, name, item.field)) {
              plain.push({ ...document, format });
            }
          } catch (error) {
            if (error instanceof DocumentError) throw badParameter(error.field, error.message);
            throw error;
          }
          if (plain.length > MAX_ANALYZE_DOCUMENTS) {
            throw new HttpError(413, 'Too many documents', {
              message: `The call holds more than ${MAX_ANALYZE_DOCUMENTS} documents (CSV rows count one each); the engine reads at most ${MAX_ANALYZE_DOCUMENTS} per call.`,
              detail: 'over_document_limit',
            });
          }
        }
        const lake = await lakes.current();
        const documents = plain.map((document) => readDocument(lake, document));
        return { data: { limitBytes: MAX_ANALYZE_BYTES, bytes, documents } };
      },
    );

    app.get(
      '/sentv5/example',
      {
        config: { access: { area: 'public' as const } },
        schema: {
          tags: ['engine'],
          summary: 'The engine’s reading of a fixed example sentence (the public Engine intro page)',
          description:
            'No key needed: always the same sentence, read against the current lake’s universe, in the shape of ' +
            'one document of POST /sentv5/analyze.',
          response: { 200: dataOf(AnalyzedDocument, 'The example'), ...errorResponses(503) },
        },
      },
      async () => {
        const lake = await lakes.current();
        return { data: readDocument(lake, { name: 'example', format: 'txt', text: EXAMPLE_TEXT }) };
      },
    );
  };
}
