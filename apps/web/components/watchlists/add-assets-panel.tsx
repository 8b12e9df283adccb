'use client';

import { useState } from 'react';
import { BUTTON_CLASS, FIELD_CLASS, LABEL_CLASS } from '@/components/radar/radar-form-classes';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { ErrorMessage } from '@/components/ui/error-message';
import { type ResolvedImport, resolveEntries } from '@/lib/watchlists/resolve-entries';
import {
  type AssetRecord,
  lookupAssets,
  type MatchedAsset,
  useAssetMatch,
  useAssetSearch,
} from '@/lib/watchlists/use-watchlists';
import {
  detectWatchlistFormat,
  type ParsedFile,
  parsePastedTickers,
  parseTradingViewList,
  parseWatchlistCsv,
} from '@/lib/watchlists/watchlist-files';
import { HighlightedText } from './highlighted-text';

type Mode = 'search' | 'tickers' | 'text' | 'import';

const MODES: { id: Mode; label: string }[] = [
  { id: 'search', label: 'Search' },
  { id: 'tickers', label: 'Paste tickers' },
  { id: 'text', label: 'Match a text' },
  { id: 'import', label: 'Import a file' },
];

/** The most characters of a pasted text (the matcher's limit is larger; a watchlist needs no more). */
const MAX_TEXT = 50_000;
/** The largest import file read. */
const MAX_FILE_BYTES = 1_000_000;

function assetLabel(asset: AssetRecord): string {
  return `${asset.name} (${asset.symbol !== asset.name ? `${asset.symbol}, ` : ''}${asset.class})`;
}

/** The review of what an import or a paste found: the assets to add, each problem line, and the confirm button. */
function ImportReview({
  result,
  onAdd,
  isSaving,
}: {
  result: ResolvedImport<AssetRecord>;
  onAdd: (assets: AssetRecord[]) => void;
  isSaving: boolean;
}) {
  return (
    <div data-testid="import-review" className="flex flex-col gap-2 text-sm">
      <p className="text-slate-700 dark:text-slate-200">
        Found {result.assets.length} asset{result.assets.length === 1 ? '' : 's'}
        {result.duplicates > 0 ? ` (${result.duplicates} repeated left out)` : ''}
        {result.problems.length > 0 ? `; ${result.problems.length} line(s) not taken:` : '.'}
      </p>
      {result.problems.length > 0 ? (
        <ul
          data-testid="import-problems"
          className="max-h-40 list-disc overflow-auto rounded-md border border-amber-200 bg-amber-50 py-2 pr-2 pl-6 text-amber-900 text-xs dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {result.problems.map((problem) => (
            <li key={`${problem.line}-${problem.text}-${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {result.assets.length > 0 ? (
        <>
          <ul className="flex max-h-40 flex-wrap gap-1 overflow-auto">
            {result.assets.map((asset) => (
              <li
                key={`${asset.class}:${asset.asset}`}
                className="rounded bg-slate-100 px-2 py-0.5 text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200"
              >
                {assetLabel(asset)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${BUTTON_CLASS} self-start`}
            disabled={isSaving}
            onClick={() => onAdd(result.assets)}
          >
            Add {result.assets.length} to the watchlist
          </button>
        </>
      ) : null}
    </div>
  );
}

function SearchAdd({ onAdd, isSaving }: { onAdd: (assets: AssetRecord[]) => void; isSaving: boolean }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const found = useAssetSearch(search);
  return (
    <div className="flex flex-col gap-2">
      <label className={LABEL_CLASS}>
        Name, code, ticker or RIC (2 characters or more)
        <input
          type="search"
          className={FIELD_CLASS}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {found.isError ? <ErrorMessage error={found.error} /> : null}
      {found.data ? (
        found.data.assets.length === 0 ? (
          <p className="text-slate-500 text-sm dark:text-slate-400">No asset matches “{search.trim()}”.</p>
        ) : (
          <ul aria-label="Search results" className="flex max-h-64 flex-col overflow-auto">
            {found.data.assets.map((asset) => (
              <li key={`${asset.class}:${asset.asset}`} className="flex items-center justify-between gap-2 py-1">
                <span className="min-w-0 truncate text-slate-800 text-sm dark:text-slate-100">{assetLabel(asset)}</span>
                <button
                  type="button"
                  className={BUTTON_CLASS}
                  disabled={isSaving}
                  onClick={() => onAdd([asset])}
                  aria-label={`Add ${asset.name}`}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function TextMatch({ onAdd, isSaving }: { onAdd: (assets: AssetRecord[]) => void; isSaving: boolean }) {
  const [text, setText] = useState('');
  const [matchedText, setMatchedText] = useState('');
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  const match = useAssetMatch();
  const assets: MatchedAsset[] = match.data?.assets ?? [];
  const keyOf = (asset: AssetRecord) => `${asset.class}:${asset.asset}`;
  const chosen = assets.filter((asset) => !unchecked.has(keyOf(asset)));
  const tooLong = text.length > MAX_TEXT;
  return (
    <div className="flex flex-col gap-2">
      <label className={LABEL_CLASS}>
        A text (news, a note): the assets it names are found by our engine
        <textarea
          className={`${FIELD_CLASS} min-h-28`}
          value={text}
          aria-invalid={tooLong}
          aria-describedby={tooLong ? 'text-too-long' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {tooLong ? (
        <p id="text-too-long" className="text-red-700 text-xs dark:text-red-400">
          Field 'text': at most {MAX_TEXT.toLocaleString('en')} characters ({text.length.toLocaleString('en')} now).
        </p>
      ) : null}
      <button
        type="button"
        className={`${BUTTON_CLASS} self-start`}
        disabled={text.trim() === '' || tooLong || match.isPending}
        onClick={() => {
          setMatchedText(text);
          setUnchecked(new Set());
          match.mutate(text);
        }}
      >
        {match.isPending ? 'Finding…' : 'Find assets'}
      </button>
      {match.isError ? <ErrorMessage error={match.error} /> : null}
      {match.data ? (
        assets.length === 0 ? (
          <p className="text-slate-500 text-sm dark:text-slate-400">
            No asset is named in this text. Names keep their capitals; tickers are upper case or cashtags ($AAPL).
          </p>
        ) : (
          <div data-testid="match-review" className="flex flex-col gap-2">
            <HighlightedText
              text={matchedText}
              mentions={assets.flatMap((asset) =>
                asset.mentions.map((mention) => ({ start: mention.start, end: mention.end, label: asset.name })),
              )}
            />
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 font-medium text-slate-700 text-xs dark:text-slate-200">
                Matched assets: uncheck the ones not meant
              </legend>
              {assets.map((asset) => (
                <label
                  key={keyOf(asset)}
                  className="flex items-center gap-2 text-slate-800 text-sm dark:text-slate-100"
                >
                  <input
                    type="checkbox"
                    checked={!unchecked.has(keyOf(asset))}
                    onChange={(event) => {
                      const next = new Set(unchecked);
                      if (event.target.checked) next.delete(keyOf(asset));
                      else next.add(keyOf(asset));
                      setUnchecked(next);
                    }}
                  />
                  {assetLabel(asset)}{' '}
                  <span className="text-slate-500 text-xs dark:text-slate-400">
                    {asset.mentions.length} mention{asset.mentions.length === 1 ? '' : 's'}
                  </span>
                </label>
              ))}
            </fieldset>
            <button
              type="button"
              className={`${BUTTON_CLASS} self-start`}
              disabled={chosen.length === 0 || isSaving}
              onClick={() => onAdd(chosen)}
            >
              Add {chosen.length} to the watchlist
            </button>
          </div>
        )
      ) : null}
    </div>
  );
}

/** Paste tickers, or import a CSV / TradingView file: parsed here, looked up in one call, reviewed, then added. */
function LinesImport({
  mode,
  onAdd,
  isSaving,
}: {
  mode: 'tickers' | 'import';
  onAdd: (assets: AssetRecord[]) => void;
  isSaving: boolean;
}) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ResolvedImport<AssetRecord> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isLooking, setIsLooking] = useState(false);

  async function review(source: string) {
    const parsed: ParsedFile =
      mode === 'tickers'
        ? parsePastedTickers(source)
        : detectWatchlistFormat(source) === 'tradingview'
          ? parseTradingViewList(source)
          : parseWatchlistCsv(source);
    setIsLooking(true);
    setError(null);
    try {
      const found = await lookupAssets(parsed.entries.map((entry) => entry.lookup));
      setResult(resolveEntries(parsed, found));
    } catch (caught) {
      setError(caught);
      setResult(null);
    } finally {
      setIsLooking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {mode === 'import' ? (
        <label className={LABEL_CLASS}>
          A CSV (columns asset, class, symbol, name) or a TradingView list (###SECTION and EXCHANGE:SYMBOL lines)
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="text-slate-700 text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-slate-800 dark:text-slate-200 dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              setResult(null);
              setFileError(null);
              if (!file) return;
              if (file.size > MAX_FILE_BYTES) {
                setFileError(`Field 'file': ${file.name} is larger than 1 MB`);
                return;
              }
              setFileName(file.name);
              const content = await file.text();
              setText(content);
              await review(content);
            }}
          />
        </label>
      ) : null}
      <label className={LABEL_CLASS}>
        {mode === 'tickers'
          ? 'Tickers or codes, one per line or separated by commas (AAPL, MSFT, BTC, EUR, NASDAQ:NVDA)'
          : 'Or paste the file’s text'}
        <textarea
          className={`${FIELD_CLASS} min-h-28 font-mono`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setResult(null);
          }}
        />
      </label>
      {fileError ? (
        <p role="alert" className="text-red-700 text-xs dark:text-red-400">
          {fileError}
        </p>
      ) : null}
      <button
        type="button"
        className={`${BUTTON_CLASS} self-start`}
        disabled={text.trim() === '' || isLooking}
        onClick={() => void review(text)}
      >
        {isLooking ? 'Looking up…' : mode === 'tickers' ? 'Look up tickers' : `Read ${fileName ?? 'the list'}`}
      </button>
      {error ? <ErrorMessage error={error} /> : null}
      {result ? (
        <ImportReview
          result={result}
          isSaving={isSaving}
          onAdd={(assets) => {
            onAdd(assets);
            setResult(null);
            setText('');
          }}
        />
      ) : null}
    </div>
  );
}

/** The ways to fill a watchlist (issue 15): search and add, pasted tickers, a matched text, an imported file. */
export function AddAssetsPanel({ onAdd, isSaving }: { onAdd: (assets: AssetRecord[]) => void; isSaving: boolean }) {
  const [mode, setMode] = useState<Mode>('search');
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="Add assets" className="flex flex-wrap gap-1">
        {MODES.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            aria-selected={mode === entry.id}
            onClick={() => setMode(entry.id)}
            className={`rounded-md px-3 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
              mode === entry.id
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
            }`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={MODES.find((entry) => entry.id === mode)?.label}>
        {mode === 'search' ? <SearchAdd onAdd={onAdd} isSaving={isSaving} /> : null}
        {mode === 'text' ? <TextMatch onAdd={onAdd} isSaving={isSaving} /> : null}
        {mode === 'tickers' || mode === 'import' ? (
          <LinesImport key={mode} mode={mode} onAdd={onAdd} isSaving={isSaving} />
        ) : null}
      </div>
    </div>
  );
}
