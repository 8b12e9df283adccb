/**
 * The code samples of an operation: curl, Python (requests, and pandas where the answer is a table) and
 * TypeScript (fetch), filled with the examples the API declares. The key is the `apikey` query parameter of
 * spec §7, written as a placeholder: the page never holds the user's key (Account Info reveals it).
 */
import { jsonRequestExample, type OperationView, type ParameterView } from './api-reference';

export const SAMPLE_LANGUAGES = [
  { code: 'curl', label: 'curl' },
  { code: 'python', label: 'Python' },
  { code: 'typescript', label: 'TypeScript' },
] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['code'];

/** What a script sends in place of the key; Account Info reveals the real one. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

export type CodeSamples = Record<SampleLanguage, string>;

/** How a sample reads the answer. */
type AnswerKind = 'csv' | 'json' | 'ndjson' | 'text' | 'file' | 'none';

interface SampleRequest {
  method: string;
  /** The path with its path parameters filled in. */
  path: string;
  /** The query parameters, the key first. */
  query: [string, string][];
  /** The JSON body, or undefined. */
  body: unknown;
  answer: AnswerKind;
  /** The name a downloaded file is saved under. */
  fileName: string;
}

/** A path with each `{name}` replaced by its parameter's example (or the name in capitals without one). */
export function fillPath(path: string, parameters: readonly ParameterView[], values?: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values?.[name] ?? parameters.find((parameter) => parameter.name === name)?.example;
    return value ? encodeURIComponent(value) : `{${name}}`;
  });
}

/** The value a CSV answer is asked for with: the `format` parameter's 'csv', when it has one. */
function formatCsvValue(operation: OperationView): string | undefined {
  const format = operation.parameters.find((parameter) => parameter.in === 'query' && parameter.name === 'format');
  return format?.enumValues.includes('csv') ? 'csv' : undefined;
}

function answerKindOf(operation: OperationView): AnswerKind {
  const types = operation.answerTypes;
  if (types.length === 0) return 'none';
  if (types.includes('text/csv')) return 'csv';
  if (types.includes('application/json')) return 'json';
  if (types.includes('application/x-ndjson')) return 'ndjson';
  if (types.every((type) => type.startsWith('text/'))) return 'text';
  return 'file';
}

function sampleRequest(operation: OperationView): SampleRequest {
  const answer = answerKindOf(operation);
  const query: [string, string][] = operation.auth === 'apikey' ? [['apikey', KEY_PLACEHOLDER]] : [];
  const csvFormat = answer === 'csv' ? formatCsvValue(operation) : undefined;
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    // A table is read as CSV: ask for it even where JSON is the call's default.
    if (parameter.name === 'format' && csvFormat) {
      query.push(['format', csvFormat]);
      continue;
    }
    // Required parameters always; optional ones where the API gives an example to copy.
    const value =
      parameter.example ?? (parameter.required ? (parameter.default ?? parameter.name.toUpperCase()) : undefined);
    if (value !== undefined) query.push([parameter.name, value]);
  }
  const path = fillPath(operation.path, operation.parameters);
  const lastSegment = path.split('/').filter(Boolean).at(-1) ?? 'answer';
  return {
    method: operation.method.toUpperCase(),
    path,
    query,
    body: jsonRequestExample(operation),
    answer,
    fileName: decodeURIComponent(lastSegment).replace(/[^A-Za-z0-9._-]+/g, '_'),
  };
}

function queryString(query: readonly [string, string][]): string {
  return query.length ? `?${new URLSearchParams([...query]).toString()}` : '';
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curlSample(request: SampleRequest, baseUrl: string): string {
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} --fail-with-body -sS \\`];
  if (request.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json' \\`, `  --data ${shellQuote(JSON.stringify(request.body))} \\`);
  }
  if (request.answer === 'file') lines.push(`  -o ${shellQuote(request.fileName)} \\`);
  lines.push(`  ${shellQuote(`${baseUrl}${request.path}${queryString(request.query)}`)}`);
  return lines.join('\n');
}

/** A Python literal of a JSON value (True/False/None instead of true/false/null). */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

function pythonSample(request: SampleRequest, baseUrl: string): string {
  const usesPandas = request.answer === 'csv' || request.answer === 'json';
  const lines = ['import requests'];
  if (request.answer === 'csv') lines.push('from io import StringIO');
  if (request.answer === 'ndjson') lines.push('import json');
  if (usesPandas) lines.push('', 'import pandas as pd');
  lines.push('', `API = ${JSON.stringify(baseUrl)}`);
  const params = Object.fromEntries(request.query);
  const args = [`f"{API}${request.path.replace(/[{}]/g, (brace) => brace + brace)}"`];
  if (request.query.length) args.push(`params=${pythonLiteral(params, '    ').trimStart()}`);
  if (request.body !== undefined) args.push(`json=${pythonLiteral(request.body, '    ').trimStart()}`);
  if (request.answer === 'file' || request.answer === 'ndjson') args.push('stream=True');
  args.push('timeout=60');
  lines.push('', `response = requests.${request.method.toLowerCase()}(`, ...args.map((arg) => `    ${arg},`), ')');
  // The API's errors are JSON { error, message }: raise_for_status alone would hide the message.
  lines.push('if not response.ok:', '    raise RuntimeError(f"{response.status_code}: {response.text}")');
  switch (request.answer) {
    case 'csv':
      lines.push(
        '',
        '# An empty cell is a missing value (NA), not zero.',
        'frame = pd.read_csv(StringIO(response.text))',
      );
      lines.push('print(frame.head())');
      break;
    case 'json':
      lines.push('', 'data = response.json()["data"]');
      lines.push('# A list of records reads as a table; anything else is printed as it is.');
      lines.push('print(pd.DataFrame(data).head() if isinstance(data, list) else data)');
      break;
    case 'ndjson':
      lines.push('', 'for line in response.iter_lines():', '    if line:', '        print(json.loads(line))');
      break;
    case 'text':
      lines.push('', 'print(response.text)');
      break;
    case 'file':
      lines.push('', `with open(${JSON.stringify(request.fileName)}, "wb") as file:`);
      lines.push('    for chunk in response.iter_content(chunk_size=1 << 20):', '        file.write(chunk)');
      break;
    case 'none':
      lines.push('', 'print(response.status_code)');
      break;
  }
  return lines.join('\n');
}

function typescriptSample(request: SampleRequest, baseUrl: string): string {
  const lines: string[] = [];
  if (request.answer === 'file') lines.push("import { writeFile } from 'node:fs/promises';", '');
  lines.push(`const API = ${JSON.stringify(baseUrl)};`);
  if (request.query.length) {
    lines.push('const params = new URLSearchParams({');
    for (const [name, value] of request.query)
      lines.push(`  ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}: ${JSON.stringify(value)},`);
    lines.push('});');
  }
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, TypeScript text
  const url = ['`${API}', request.path, request.query.length ? '?${params}' : '', '`'].join('');
  const init: string[] = [];
  if (request.method !== 'GET') init.push(`  method: '${request.method}',`);
  if (request.body !== undefined) {
    init.push("  headers: { 'Content-Type': 'application/json' },");
    const body = JSON.stringify(request.body, null, 2).replace(/\n/g, '\n  ');
    init.push(`  body: JSON.stringify(${body}),`);
  }
  lines.push(
    init.length
      ? `const response = await fetch(${url}, {\n${init.join('\n')}\n});`
      : `const response = await fetch(${url});`,
  );
  lines.push('if (!response.ok) {', '  // The API answers errors as JSON { error, message, detail? }.');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, TypeScript text
  lines.push('  throw new Error(`${response.status}: ${await response.text()}`);', '}');
  switch (request.answer) {
    case 'csv':
      lines.push('const csv = await response.text();', "const [header, ...rows] = csv.trimEnd().split('\\n');");
      lines.push('console.log(header, rows.length);');
      break;
    case 'json':
      lines.push('const { data } = await response.json();', 'console.log(data);');
      break;
    case 'ndjson':
      lines.push(
        "const records = (await response.text()).split('\\n').filter(Boolean).map((line) => JSON.parse(line));",
      );
      lines.push('console.log(records);');
      break;
    case 'text':
      lines.push('console.log(await response.text());');
      break;
    case 'file':
      lines.push(`await writeFile(${JSON.stringify(request.fileName)}, new Uint8Array(await response.arrayBuffer()));`);
      break;
    case 'none':
      lines.push('console.log(response.status);');
      break;
  }
  return lines.join('\n');
}

/** The three samples of an operation against an API root such as 'https://moodwire.example/x'. */
export function buildCodeSamples(operation: OperationView, baseUrl: string): CodeSamples {
  const request = sampleRequest(operation);
  const root = baseUrl.replace(/\/+$/, '');
  return {
    curl: curlSample(request, root),
    python: pythonSample(request, root),
    typescript: typescriptSample(request, root),
  };
}
