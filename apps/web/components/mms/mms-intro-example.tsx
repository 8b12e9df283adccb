/**
 * The live example of the public MMS intro (issue 15 '/mms/intro'): the kindest and the harshest media outlets of
 * the last 30 days by bias (their tone against the rest of the press on the same assets), read on the server from
 * GET /mms/v3/preview (no key). No script reaches the browser for it; a failed read is said in the figure.
 */
import { addDays, MESSAGES } from '@moodwire/domain';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';

const EXAMPLE_TIMEOUT_MS = 3_000;

async function readPreview() {
  const signal = AbortSignal.timeout(EXAMPLE_TIMEOUT_MS);
  const [preview, lake] = await Promise.all([
    readData(publicApi().GET('/mms/v3/preview', { signal })),
    readData(publicApi().GET('/lake-info', { signal })),
  ]);
  return { ...preview, isSimulated: lake.isSimulated };
}

type Preview = Awaited<ReturnType<typeof readPreview>>;

function signed(value: number | null, digits = 3): string {
  if (value === null) return '–';
  return `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
}

function OutletList({ title, outlets, tone }: { title: string; outlets: Preview['kindest']; tone: 'kind' | 'harsh' }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">{title}</h3>
      <table className="w-full text-sm">
        <thead className="text-left text-slate-500 text-xs dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Outlet
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Documents
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Bias
            </th>
          </tr>
        </thead>
        <tbody>
          {outlets.map((outlet) => (
            <tr key={outlet.outlet} className="border-slate-100 border-t dark:border-slate-800">
              <td className="py-1.5 text-slate-800 dark:text-slate-200">
                {outlet.outlet}{' '}
                <span className="text-slate-500 text-xs capitalize dark:text-slate-400">{outlet.sourceType}</span>
              </td>
              <td className="py-1.5 text-right text-slate-700 tabular-nums dark:text-slate-300">
                {outlet.documents.toLocaleString('en-US')}
              </td>
              <td
                className={`py-1.5 text-right font-medium tabular-nums ${tone === 'kind' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
              >
                {signed(outlet.bias)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export async function MmsIntroExample() {
  let preview: Preview;
  try {
    preview = await readPreview();
  } catch {
    return (
      <figure className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The live example cannot be shown right now ({MESSAGES.defaultError.toLowerCase()}).
      </figure>
    );
  }
  return (
    <figure
      data-testid="mms-example"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption className="text-slate-600 text-sm dark:text-slate-300">
        {preview.outlets} outlets scored from {preview.from} to {addDays(preview.to, -1)} (UTC). Bias is an outlet’s
        tone on the assets it covered less the whole press’s tone on the same assets: above zero it wrote more kindly.
      </figcaption>
      {preview.kindest.length === 0 ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">No outlet has scores in the last 30 days.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <OutletList title="Kindest outlets" outlets={preview.kindest} tone="kind" />
          <OutletList title="Harshest outlets" outlets={preview.harshest} tone="harsh" />
        </div>
      )}
      {preview.isSimulated ? (
        <p className="text-slate-500 text-xs dark:text-slate-400">
          Demo data: simulated from a deterministic model, not a real news feed.
        </p>
      ) : null}
    </figure>
  );
}
