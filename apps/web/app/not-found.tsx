import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="font-semibold text-brand-600 text-sm dark:text-brand-100">404</p>
      <h1 className="font-semibold text-2xl">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-300">The page you asked for does not exist or has moved.</p>
      <Link href="/app" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700">
        Go to Data Overview
      </Link>
    </main>
  );
}
