import Link from 'next/link';

/** The download areas of spec §2: /ma4/download, /esg4/download and /transcripts/download. */
export type DownloadArea = 'ma4' | 'esg4' | 'transcripts';
export type DownloadPage = 'files' | 'pull' | 'coverage';

/** Spec §2 'Download pages have buttons: Bulk Files (by Class), Pull Data (by Asset), Coverage List'. */
const BUTTONS: ReadonlyArray<{ page: DownloadPage; text: string }> = [
  { page: 'files', text: 'Bulk Files (by Class)' },
  { page: 'pull', text: 'Pull Data (by Asset)' },
  { page: 'coverage', text: 'Coverage List' },
];

export function DownloadTabs({ area, current }: { area: DownloadArea; current: DownloadPage }) {
  return (
    <nav aria-label="Download pages" className="flex flex-wrap gap-2">
      {BUTTONS.map((button) => {
        const isCurrent = button.page === current;
        return (
          <Link
            key={button.page}
            href={`/${area}/download/${button.page}`}
            aria-current={isCurrent ? 'page' : undefined}
            className={`rounded-md border px-3 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-500 ${
              isCurrent
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            {button.text}
          </Link>
        );
      })}
    </nav>
  );
}
