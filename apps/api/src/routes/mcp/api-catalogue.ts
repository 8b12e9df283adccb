/**
 * The read calls an assistant may make through the generic `call_api` tool, read from the API's own OpenAPI
 * document at call time: a route another engineer adds (with its schema, as every route has) is offered to
 * assistants without a change here. Only GET calls of the data families are offered; accounts, sign-in and
 * admin calls are not.
 */

/** OpenAPI tags whose GET calls are offered (app.ts declares the tags). */
export const CATALOGUE_TAGS = [
  'web',
  'data',
  'masf',
  'articles',
  'pulse',
  'mta',
  'v5',
  'mms',
  'radar',
  'content',
] as const;

export interface CatalogueParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  type?: unknown;
  enum?: unknown[];
  default?: unknown;
}

export interface CatalogueCall {
  method: 'GET';
  /** The path as the document writes it, with `{name}` path parameters. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  parameters: CatalogueParameter[];
}

interface OpenApiParameter {
  name?: unknown;
  in?: unknown;
  required?: unknown;
  description?: unknown;
  schema?: { type?: unknown; enum?: unknown[]; default?: unknown; description?: unknown; anyOf?: unknown[] };
}
interface OpenApiOperation {
  tags?: unknown[];
  summary?: unknown;
  description?: unknown;
  parameters?: OpenApiParameter[];
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const OFFERED_TAGS = new Set<string>(CATALOGUE_TAGS);

function toParameter(parameter: OpenApiParameter): CatalogueParameter | null {
  if (typeof parameter.name !== 'string' || parameter.name === 'apikey') return null;
  if (parameter.in !== 'path' && parameter.in !== 'query') return null;
  const schema = parameter.schema ?? {};
  const description =
    typeof parameter.description === 'string'
      ? parameter.description
      : typeof schema.description === 'string'
        ? schema.description
        : undefined;
  const enumValues =
    schema.enum ??
    (Array.isArray(schema.anyOf)
      ? schema.anyOf.flatMap((option) =>
          option && typeof option === 'object' && 'const' in option ? [(option as { const: unknown }).const] : [],
        )
      : undefined);
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.in === 'path' || parameter.required === true,
    ...(description ? { description } : {}),
    ...(schema.type === undefined ? {} : { type: schema.type }),
    ...(enumValues && enumValues.length > 0 ? { enum: enumValues } : {}),
    ...(schema.default === undefined ? {} : { default: schema.default }),
  };
}

/** The offered calls of an OpenAPI document, sorted by path. */
export function listCatalogueCalls(document: unknown): CatalogueCall[] {
  const paths = (document as OpenApiDocument | null)?.paths ?? {};
  const calls: CatalogueCall[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    const operation = operations.get;
    if (!operation) continue;
    const tag = operation.tags?.find((name): name is string => typeof name === 'string' && OFFERED_TAGS.has(name));
    if (!tag) continue;
    calls.push({
      method: 'GET',
      path,
      tag,
      summary: typeof operation.summary === 'string' ? operation.summary : '',
      ...(typeof operation.description === 'string' ? { description: operation.description } : {}),
      parameters: (operation.parameters ?? []).flatMap((parameter) => toParameter(parameter) ?? []),
    });
  }
  return calls.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The concrete path of a catalogue call: every `{name}` replaced by its encoded value (so a value can never
 * add a path segment, and '.' or '..' are refused: URL parsing would move up a level), or the name of the
 * first path parameter that has no usable value.
 */
export function fillPath(call: CatalogueCall, values: Record<string, string>): { path: string } | { invalid: string } {
  let invalid: string | null = null;
  const path = call.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === '' || value === '.' || value === '..') {
      invalid ??= name;
      return '';
    }
    return encodeURIComponent(value);
  });
  return invalid === null ? { path } : { invalid };
}
