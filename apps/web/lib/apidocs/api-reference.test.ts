import { describe, expect, it } from 'vitest';
import { buildApiReference, findTag, type OperationView, operationId, tagSlug } from './api-reference';
import { isOpenApiDocument } from './openapi-document';
import { FIXTURE_DOCUMENT } from './openapi-fixture';
import { operationHref, productOperations, referenceHref } from './product-calls';

const reference = buildApiReference(FIXTURE_DOCUMENT);

function operation(method: string, path: string): OperationView {
  const found = reference.tags.flatMap((tag) => tag.operations).find((op) => op.method === method && op.path === path);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

describe('buildApiReference', () => {
  it('lists every path and method of the document, once, under its first tag', () => {
    const listed = reference.tags.flatMap((tag) => tag.operations.map((op) => `${op.method} ${op.path}`));
    const declared = Object.entries(FIXTURE_DOCUMENT.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'parameters')
        .map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(declared.sort());
    expect(reference.operationCount).toBe(declared.length);
    expect(reference.paths).toEqual(Object.keys(FIXTURE_DOCUMENT.paths));
  });

  it('keeps the tags in the document order, drops empty ones and puts untagged calls under other', () => {
    expect(reference.tags.map((tag) => tag.slug)).toEqual(['system', 'data', 'mms', 'other']);
    expect(findTag(reference, 'data')?.description).toBe('Data API v4');
    expect(findTag(reference, 'other')?.operations.map((op) => op.path)).toEqual(['/user/prefs/insert']);
  });

  it('gives each operation an anchor of its method and path', () => {
    expect(operationId('get', '/rma/v4/data/{asset_class}/{freq}/{asset_code}')).toBe(
      'get-rma-v4-data-asset_class-freq-asset_code',
    );
    expect(tagSlug('Web API')).toBe('web-api');
    const ids = reference.tags.flatMap((tag) => tag.operations.map((op) => op.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads parameters: path-item ones merged, path first, the key parameter left to the samples', () => {
    const data = operation('get', '/rma/v4/data/{asset_class}/{freq}/{asset_code}');
    expect(data.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:asset_class',
      'path:freq',
      'path:asset_code',
      'query:format',
      'query:start_date',
    ]);
    const format = data.parameters.find((p) => p.name === 'format');
    expect(format).toMatchObject({ type: 'string', enumValues: ['csv', 'json'], default: 'csv', required: false });
    expect(data.parameters.find((p) => p.name === 'start_date')).toMatchObject({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      example: '2026-11-01',
    });
    expect(data.parameters.find((p) => p.name === 'freq')?.constraints).toEqual(['length at most 10']);
  });

  it('describes the answer fields as a tree, with nullable and required marked', () => {
    const data = operation('get', '/rma/v4/data/{asset_class}/{freq}/{asset_code}');
    const json = data.responses[0]?.contents.find((content) => content.contentType === 'application/json');
    const root = json?.fields[0];
    expect(root).toMatchObject({ name: 'data', type: 'object[]', required: true });
    expect(root?.children.map((field) => [field.name, field.type, field.required, field.nullable])).toEqual([
      ['id', 'string', true, false],
      ['buzz', 'number', false, true],
      ['extra', 'map of number', false, false],
    ]);
    expect(root?.children[1]?.description).toBe('Buzz, null when NA');
    expect(json?.example).toBe(JSON.stringify({ data: [{ id: 'mp:1', buzz: 41.5 }] }, null, 2));
    expect(data.responses[0]?.contents[0]).toMatchObject({ contentType: 'text/csv', example: 'id,buzz\nmp:1,41.5\n' });
    expect(data.answerTypes).toEqual(['text/csv', 'application/json']);
  });

  it('puts error answers apart, in status order, with the shared error body resolved from its $ref', () => {
    const data = operation('get', '/rma/v4/data/{asset_class}/{freq}/{asset_code}');
    expect(data.errors.map((error) => error.status)).toEqual(['400', '404']);
    expect(data.errors[0]?.contents[0]?.fields.map((field) => [field.name, field.required])).toEqual([
      ['error', true],
      ['message', true],
      ['detail', false],
    ]);
  });

  it('reads the request body with its fields and example', () => {
    const insert = operation('post', '/user/prefs/insert');
    expect(insert.requestBody?.required).toBe(true);
    const body = insert.requestBody?.contents[0];
    expect(body?.fields.map((field) => field.name)).toEqual(['category', 'key', 'value', 'shared']);
    expect(body?.fields[0]?.constraints).toEqual(['length 1 to 40']);
    expect(body?.exampleValue).toEqual({ category: 'charts', key: 'default', shared: false, value: null });
  });

  it('tells public, keyed and session-only calls apart', () => {
    expect(operation('get', '/healthz').auth).toBe('public');
    expect(operation('get', '/mms/v3/data/{class}/{code}').auth).toBe('apikey');
    expect(operation('get', '/account/apikey').auth).toBe('session');
  });

  it('recognises an OpenAPI document', () => {
    expect(isOpenApiDocument(FIXTURE_DOCUMENT)).toBe(true);
    expect(isOpenApiDocument({ error: 'x' })).toBe(false);
    expect(isOpenApiDocument(null)).toBe(false);
    expect(isOpenApiDocument({ openapi: '2.0', info: {}, paths: {} })).toBe(false);
  });
});

describe('the product areas of the reference', () => {
  it("lists each product's own calls first", () => {
    expect(productOperations(reference, 'esg4').map((op) => op.path)).toEqual(['/esg/v4/{asset_class}/info']);
    expect(productOperations(reference, 'mms').map((op) => op.path)).toEqual(['/mms/v3/data/{class}/{code}']);
    expect(productOperations(reference, 'ma4').map((op) => op.path)).toEqual([
      '/rma/v4/data/{asset_class}/{freq}/{asset_code}',
      '/rma/v4/files/{asset_class}/{freq}/{file}',
    ]);
  });

  it('links an operation to its tag page and anchor, under the subpath or the mms query parameter', () => {
    const info = operation('get', '/esg/v4/{asset_class}/info');
    expect(operationHref('esg4', info)).toBe('/esg4/apidocs/reference/data#get-esg-v4-asset_class-info');
    expect(operationHref('mms', info)).toBe('/mms/apidocs?reference=data#get-esg-v4-asset_class-info');
    expect(referenceHref('ma4')).toBe('/ma4/apidocs/reference');
    expect(referenceHref('mms')).toBe('/mms/apidocs?reference');
  });
});
