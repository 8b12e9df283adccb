import { describe, expect, it } from 'vitest';
import { buildApiReference, type OperationView } from './api-reference';
import { buildCodeSamples, KEY_PLACEHOLDER } from './code-samples';
import { FIXTURE_DOCUMENT } from './openapi-fixture';

const reference = buildApiReference(FIXTURE_DOCUMENT);
const ROOT = 'https://moodwire.example/x';

function operation(method: string, path: string): OperationView {
  const found = reference.tags.flatMap((tag) => tag.operations).find((op) => op.method === method && op.path === path);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

describe('buildCodeSamples', () => {
  const series = buildCodeSamples(operation('get', '/rma/v4/data/{asset_class}/{freq}/{asset_code}'), ROOT);

  it('fills the path from the examples and passes the key as the apikey query parameter, as a placeholder', () => {
    expect(series.curl).toContain(
      `'${ROOT}/rma/v4/data/equ/dai/4295905573?apikey=${KEY_PLACEHOLDER}&format=csv&start_date=2026-11-01'`,
    );
    expect(series.python).toContain(`"apikey": "${KEY_PLACEHOLDER}"`);
    expect(series.typescript).toContain(`apikey: "${KEY_PLACEHOLDER}"`);
  });

  it('reads a CSV answer into a pandas DataFrame in Python, asking for CSV explicitly', () => {
    expect(series.python).toContain('import pandas as pd');
    expect(series.python).toContain('pd.read_csv(StringIO(response.text))');
    expect(series.python).toContain('"format": "csv"');
    expect(series.python).toContain('response = requests.get(\n    f"{API}/rma/v4/data/equ/dai/4295905573",');
  });

  it('reads a JSON answer as a table where it is a list, and the data field in TypeScript', () => {
    const mms = buildCodeSamples(operation('get', '/mms/v3/data/{class}/{code}'), ROOT);
    expect(mms.python).toContain('data = response.json()["data"]');
    expect(mms.python).toContain('pd.DataFrame(data)');
    expect(mms.typescript).toContain('const { data } = await response.json();');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's TypeScript text
    expect(mms.typescript).toContain('const response = await fetch(`${API}/mms/v3/data/outlet/all?${params}`);');
  });

  it('sends no key to a public call', () => {
    const health = buildCodeSamples(operation('get', '/healthz'), ROOT);
    expect(health.curl).toBe(`curl --fail-with-body -sS \\\n  '${ROOT}/healthz'`);
    expect(health.python).not.toContain('apikey');
    expect(health.typescript).not.toContain('params');
  });

  it('sends the example body of a POST as JSON, in Python literals for Python', () => {
    const insert = buildCodeSamples(operation('post', '/user/prefs/insert'), ROOT);
    expect(insert.curl).toContain('curl -X POST');
    expect(insert.curl).toContain(`--data '{"category":"charts","key":"default","shared":false,"value":null}'`);
    expect(insert.python).toContain('requests.post(');
    expect(insert.python).toContain('"shared": False,');
    expect(insert.python).toContain('"value": None,');
    expect(insert.typescript).toContain("method: 'POST',");
  });

  it('saves a file answer to disk', () => {
    const file = buildCodeSamples(operation('get', '/rma/v4/files/{asset_class}/{freq}/{file}'), ROOT);
    expect(file.curl).toContain("-o 'equ_dai_2026-11-20.zip'");
    expect(file.python).toContain('with open("equ_dai_2026-11-20.zip", "wb") as file:');
    expect(file.typescript).toContain("import { writeFile } from 'node:fs/promises';");
  });
});
