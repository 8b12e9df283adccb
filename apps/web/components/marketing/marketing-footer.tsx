import Link from 'next/link';
import { FOOTER_LINKS, PRODUCTS } from './marketing-content';
import { NewsletterForm } from './newsletter-form';

export function MarketingFooter() {
  return (
    <footer className="border-slate-200 border-t bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold">Moodwire</p>
          <p className="mt-2 max-w-xs text-slate-600 text-sm dark:text-slate-400">
            Sentiment, ESG and media analytics computed by our own open NLP engine. Self-hostable; the demo runs on
            simulated data.
          </p>
        </div>
        <nav aria-label="Products">
          <p className="font-semibold text-sm">Products</p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {PRODUCTS.map((product) => (
              <li key={product.href}>
                <Link
                  href={product.href}
                  className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                >
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal and contact">
          <p className="font-semibold text-sm">Company</p>
          <ul className="mt-2 space-y-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                >
                  {link.text}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/blog"
                className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              >
                Blog
              </Link>
            </li>
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="border-slate-200 border-t px-4 py-4 text-center text-slate-500 text-xs dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} Moodwire
      </p>
    </footer>
  );
}
