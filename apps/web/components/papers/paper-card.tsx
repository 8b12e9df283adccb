import { BookOpen, Download, ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { apiUrl } from '@/lib/api/api-client';
import type { Paper } from './use-papers';

const KIND_LABELS: Record<Paper['kind'], string> = {
  research: 'Research paper',
  'method-note': 'Method note',
  paper: 'Published paper',
};

const ACTION = 'inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 font-medium text-sm';
const PRIMARY_ACTION = `${ACTION} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`;
const SECONDARY_ACTION = `${ACTION} border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800`;

/** One entry of the Papers page: what it is, who wrote it and when, what it says, its tags and how to read it. */
export function PaperCard({
  paper,
  activeTag,
  onTag,
}: {
  paper: Paper;
  activeTag: string | null;
  onTag: (tag: string) => void;
}) {
  const titleId = `paper-${paper.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-paper={paper.id}
      data-kind={paper.kind}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-1">
        <p className="font-medium text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
          {KIND_LABELS[paper.kind]}
          {paper.kind === 'paper' ? ` · ${paper.venue}` : ''}
        </p>
        <h3 id={titleId} className="font-semibold text-base text-slate-900 leading-snug sm:text-lg dark:text-white">
          {paper.title}
        </h3>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          {paper.authors.join(', ')} ·{' '}
          <time dateTime={paper.date ?? String(paper.year)}>{paper.date ?? paper.year}</time>
        </p>
      </div>
      {paper.abstract ? (
        <div className="flex flex-col gap-1">
          <h4 className="font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">Abstract</h4>
          <p className="text-slate-700 text-sm leading-relaxed dark:text-slate-200">{paper.abstract}</p>
        </div>
      ) : (
        <p className="text-slate-700 text-sm leading-relaxed dark:text-slate-200">{paper.summary}</p>
      )}
      {paper.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {paper.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={activeTag === tag}
                aria-label={`Show papers tagged ${tag}`}
                onClick={() => onTag(tag)}
                className="rounded-full border border-slate-200 px-2 py-0.5 text-slate-600 text-xs hover:border-brand-500 hover:text-brand-700 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:border-slate-700 dark:text-slate-300 dark:aria-pressed:bg-brand-700/30 dark:aria-pressed:text-brand-100 dark:hover:text-brand-100"
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PaperActions paper={paper} />
    </article>
  );
}

function PaperActions({ paper }: { paper: Paper }) {
  if (paper.downloadUrl) {
    return (
      <div className="flex flex-wrap gap-2">
        <a
          href={apiUrl(paper.downloadUrl)}
          target="_blank"
          rel="noopener"
          className={PRIMARY_ACTION}
          aria-label={`Open ${paper.title} (HTML, new tab)`}
        >
          <ExternalLink aria-hidden className="size-4" />
          Open
        </a>
        <a
          href={apiUrl(paper.downloadUrl, { download: '1' })}
          download={`moodwire-${paper.id}.html`}
          className={SECONDARY_ACTION}
          aria-label={`Download ${paper.title} (HTML)`}
        >
          <Download aria-hidden className="size-4" />
          Download HTML
        </a>
      </div>
    );
  }
  if (paper.href) {
    return (
      <div>
        <Link href={paper.href} className={SECONDARY_ACTION}>
          <BookOpen aria-hidden className="size-4" />
          Read the note
        </Link>
      </div>
    );
  }
  return null;
}
