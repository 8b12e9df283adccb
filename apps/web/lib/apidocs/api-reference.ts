/**
 * The API reference as the docs pages show it, made from the API's own OpenAPI document (never a second list of
 * routes): every path and method, grouped by the API's tags, with parameters, request body, response fields,
 * error responses and the examples the route schemas declare.
 */
import {
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type OpenApiMediaType,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiSecurity,
} from './openapi-document';
import {
  constraintsOf,
  enumValuesOf,
  type FieldView,
  fieldsOf,
  patternOf,
  resolveSchema,
  schemaExample,
  typeLabel,
} from './schema-fields';

export type { FieldView } from './schema-fields';

/** The tag of operations that declare none. */
const UNTAGGED = 'other';

/** The key parameter is the security scheme's, shown once in the samples rather than per operation. */
const KEY_PARAMETER = 'apikey';

export interface ParameterView {
  name: string;
  in: OpenApiParameter['in'];
  required: boolean;
  type: string;
  description?: string;
  enumValues: string[];
  pattern?: string;
  /** The example as text (the value 'Try it' and the samples start from). */
  example?: string;
  default?: string;
  constraints: string[];
}

export interface ContentView {
  contentType: string;
  type: string;
  description?: string;
  fields: FieldView[];
  /** The declared example, as text: JSON pretty-printed, CSV and other text as is. */
  example?: string;
  /** The example as a value, for the samples (a JSON request body). */
  exampleValue?: unknown;
}

export interface ResponseView {
  status: string;
  description: string;
  contents: ContentView[];
}

export interface RequestBodyView {
  required: boolean;
  description?: string;
  contents: ContentView[];
}

/** How a caller proves who it is: no key, the `apikey` query parameter (or cookie), or the web session only. */
export type AuthKind = 'public' | 'apikey' | 'session';

export interface OperationView {
  /** The anchor of the operation on its tag page: 'get-rma-v4-data-asset_class-freq-asset_code'. */
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  tagSlug: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  auth: AuthKind;
  parameters: ParameterView[];
  requestBody: RequestBodyView | null;
  /** The answers of status below 400. */
  responses: ResponseView[];
  /** The answers of status 400 and above (their body is the shared error shape). */
  errors: ResponseView[];
  /** The content types of the success answers: 'text/csv', 'application/json', ... */
  answerTypes: string[];
}

export interface TagView {
  name: string;
  slug: string;
  description?: string;
  operations: OperationView[];
}

export interface ApiReference {
  title: string;
  version: string;
  description?: string;
  tags: TagView[];
  operationCount: number;
  /** Every path of the document, in its order. */
  paths: string[];
}

export function tagSlug(tag: string): string {
  return (
    tag
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || UNTAGGED
  );
}

export function operationId(method: string, path: string): string {
  const slug = path
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${method}-${slug}` : method;
}

/** A value as the text of a form field or a sample: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function authOf(security: OpenApiSecurity | undefined, fallback: OpenApiSecurity | undefined): AuthKind {
  const requirements = security ?? fallback;
  if (!requirements || requirements.length === 0) return 'public';
  // An empty requirement ({}) in the list means the key is optional.
  if (requirements.some((requirement) => Object.keys(requirement).length === 0)) return 'public';
  const schemes = requirements.flatMap((requirement) => Object.keys(requirement));
  return schemes.includes('apikeyQuery') || schemes.includes('apikeyBearer') ? 'apikey' : 'session';
}

function parameterView(parameter: OpenApiParameter, document: OpenApiDocument): ParameterView {
  const schema = resolveSchema(parameter.schema, document);
  const namedExample = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true || parameter.in === 'path',
    type: typeLabel(schema, document),
    description: parameter.description ?? schema.description,
    enumValues: enumValuesOf(schema, document),
    pattern: patternOf(schema, document),
    example: valueText(parameter.example ?? namedExample ?? schemaExample(schema, document)),
    default: valueText(schema.default),
    constraints: constraintsOf(schema, document),
  };
}

function exampleOf(media: OpenApiMediaType, document: OpenApiDocument): unknown {
  if (media.example !== undefined) return media.example;
  const named = media.examples ? Object.values(media.examples)[0]?.value : undefined;
  return named ?? schemaExample(media.schema, document);
}

function contentViews(content: Record<string, OpenApiMediaType> | undefined, document: OpenApiDocument): ContentView[] {
  return Object.entries(content ?? {}).map(([contentType, media]) => {
    const schema = resolveSchema(media.schema, document);
    const value = exampleOf(media, document);
    const example =
      value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    return {
      contentType,
      type: typeLabel(schema, document),
      description: schema.description,
      fields: fieldsOf(schema, document),
      example,
      exampleValue: value,
    };
  });
}

function responseViews(operation: OpenApiOperation, document: OpenApiDocument): ResponseView[] {
  return Object.entries(operation.responses ?? {})
    .map(([status, response]) => ({
      status,
      description: response.description ?? '',
      contents: contentViews(response.content, document),
    }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

function isErrorStatus(status: string): boolean {
  return /^[45]/.test(status);
}

function operationView(
  method: HttpMethod,
  path: string,
  operation: OpenApiOperation,
  pathParameters: OpenApiParameter[],
  document: OpenApiDocument,
): OperationView {
  const tag = operation.tags?.[0] ?? UNTAGGED;
  // Operation parameters override the path item's of the same name and place (OpenAPI 3.1 §4.8.9).
  const own = operation.parameters ?? [];
  const inherited = pathParameters.filter(
    (shared) => !own.some((parameter) => parameter.name === shared.name && parameter.in === shared.in),
  );
  const parameters = [...inherited, ...own]
    .filter((parameter) => !(parameter.in === 'query' && parameter.name === KEY_PARAMETER))
    .map((parameter) => parameterView(parameter, document))
    // Path parameters first, as they are read in the path; then required before optional, as declared.
    .sort((a, b) => Number(b.in === 'path') - Number(a.in === 'path') || Number(b.required) - Number(a.required));
  const responses = responseViews(operation, document);
  const successes = responses.filter((response) => !isErrorStatus(response.status));
  return {
    id: operationId(method, path),
    method,
    path,
    tag,
    tagSlug: tagSlug(tag),
    summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
    description: operation.description,
    deprecated: operation.deprecated === true,
    auth: authOf(operation.security, document.security),
    parameters,
    requestBody: operation.requestBody
      ? {
          required: operation.requestBody.required === true,
          description: operation.requestBody.description,
          contents: contentViews(operation.requestBody.content, document),
        }
      : null,
    responses: successes,
    errors: responses.filter((response) => isErrorStatus(response.status)),
    answerTypes: [...new Set(successes.flatMap((response) => response.contents.map((content) => content.contentType)))],
  };
}

/** The reference of a document: tags in the document's order (then any it does not declare), operations as listed. */
export function buildApiReference(document: OpenApiDocument): ApiReference {
  const tags = new Map<string, TagView>();
  for (const declared of document.tags ?? []) {
    tags.set(declared.name, {
      name: declared.name,
      slug: tagSlug(declared.name),
      description: declared.description,
      operations: [],
    });
  }
  let operationCount = 0;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const view = operationView(method, path, operation, item.parameters ?? [], document);
      let tag = tags.get(view.tag);
      if (!tag) {
        tag = { name: view.tag, slug: view.tagSlug, operations: [] };
        tags.set(view.tag, tag);
      }
      tag.operations.push(view);
      operationCount += 1;
    }
  }
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    tags: [...tags.values()].filter((tag) => tag.operations.length > 0),
    operationCount,
    paths: Object.keys(document.paths),
  };
}

export function findTag(reference: ApiReference, slug: string): TagView | undefined {
  return reference.tags.find((tag) => tag.slug === slug);
}

/** The one JSON example body of a request, or undefined. */
export function jsonRequestExample(operation: OperationView): unknown {
  return operation.requestBody?.contents.find((content) => content.contentType === 'application/json')?.exampleValue;
}
