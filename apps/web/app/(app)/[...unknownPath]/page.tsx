import { notFound } from 'next/navigation';

/**
 * Any URL that matches no page: the app's not-found page inside the app shell (issue 12 §4), with status 404.
 * Every page route is more specific than this catch-all, so it never hides one.
 */
export default function UnknownPage() {
  notFound();
}
