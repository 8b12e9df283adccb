/**
 * The same request as the Pull Data page sends, as a script would send it: curl, Python (requests and pandas) and
 * TypeScript (fetch). The key is the `apikey` query parameter of spec §7, written as YOUR_API_KEY: the page never
 * holds the user's key (Account Info reveals it).
 */
export const PULL_KEY_PLACEHOLDER = 'YOUR_API_KEY';

export type PullSampleLanguage = 'curl' | 'python' | 'typescript';
export const PULL_SAMPLE_LANGUAGES: ReadonlyArray<{ code: PullSampleLanguage; label: string }> = [
  { code: 'curl', label: 'curl' },
  { code: 'python', label: 'Python' },
  { code: 'typescript', label: 'TypeScript' },
];

export interface PullSampleInput {
  /** Where the API is, e.g. https://example.com/x (no trailing slash). */
  baseUrl: string;
  /** The call's path, e.g. /rma/v4/data/equ/dai. */
  path: string;
  /** The query without the key, in order. */
  query: ReadonlyArray<[string, string]>;
  /** The answer: a CSV table or JSON `{ data }`. */
  format: 'csv' | 'json';
  /** The file the curl sample saves to. */
  fileName: string;
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function urlOf(input: PullSampleInput): string {
  const query = [...input.query, ['apikey', PULL_KEY_PLACEHOLDER] as [string, string]]
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
  return `${input.baseUrl}${input.path}?${query}`;
}

function curlSample(input: PullSampleInput): string {
  return `curl --fail --silent --show-error -o ${shellQuote(input.fileName)} \\\n  ${shellQuote(urlOf(input))}`;
}

function pythonSample(input: PullSampleInput): string {
  const params = [...input.query, ['apikey', PULL_KEY_PLACEHOLDER]]
    .map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`)
    .join('\n');
  const lines = [
    'import io',
    '',
    'import pandas as pd',
    'import requests',
    '',
    `API = ${JSON.stringify(input.baseUrl)}`,
    'params = {',
    params,
    '}',
    `response = requests.get(API + ${JSON.stringify(input.path)}, params=params, timeout=120)`,
    'response.raise_for_status()',
    input.format === 'csv'
      ? 'frame = pd.read_csv(io.StringIO(response.text))'
      : 'frame = pd.DataFrame(response.json()["data"])',
    'print(frame.head())',
  ];
  return lines.join('\n');
}

function typescriptSample(input: PullSampleInput): string {
  const entries = [...input.query, ['apikey', PULL_KEY_PLACEHOLDER]]
    .map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value)},`)
    .join('\n');
  const read =
    input.format === 'csv'
      ? ['const csv = await response.text();', "console.log(csv.split('\\n').slice(0, 5).join('\\n'));"]
      : [
          'const { data } = (await response.json()) as { data: Record<string, string | number | null>[] };',
          'console.log(data.slice(0, 5));',
        ];
  return [
    `const API = ${JSON.stringify(input.baseUrl)};`,
    'const params = new URLSearchParams({',
    entries,
    '});',
    `const response = await fetch(\`\${API}${input.path}?\${params}\`);`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, printed as written
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    ...read,
  ].join('\n');
}

/** The equivalent API URL (key masked) and the three samples. */
export function buildPullSamples(input: PullSampleInput): { url: string } & Record<PullSampleLanguage, string> {
  return {
    url: urlOf(input),
    curl: curlSample(input),
    python: pythonSample(input),
    typescript: typescriptSample(input),
  };
}
