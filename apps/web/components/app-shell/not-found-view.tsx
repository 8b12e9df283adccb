import Link from 'next/link';
import { BackButton } from './back-button';

/**
 * The product's not-found page (issue 12 §4): inside the layout of the route group that answered (the app shell
 * with its header for unknown URLs), with a way back and a link home. `homeHref` is the group's start page.
 */
export function NotFoundView({
  homeHref = '/app',
  homeText = 'Go to Data Overview',
  title = 'Page not found',
  detail = 'The page you asked for does not exist or has moved.',
}: {
  homeHref?: string;
  homeText?: string;
  title?: string;
  detail?: string;
}) {
  return (
    <main
      data-testid="not-found"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <p className="font-semibold text-brand-600 text-sm dark:text-brand-100">404</p>
      <h1 className="font-semibold text-2xl text-slate-900 dark:text-white">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{detail}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <BackButton />
        <Link
          href={homeHref}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
        >
          {homeText}
        </Link>
      </div>
    </main>
  );
}
