import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { OG_IMAGE } from '@/lib/seo/page-metadata';
import { getSiteOrigin } from '@/lib/seo/site-origin';
import './globals.css';

const SITE_DESCRIPTION = 'Market-sentiment, ESG and media analytics data built from news and social media.';

/**
 * The site's defaults: metadataBase (the site origin, read per request) turns every page's relative canonical
 * and image paths into absolute URLs; a page that sets no Open Graph data still shares the site's card.
 */
export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(await getSiteOrigin()),
    title: { default: 'Moodwire', template: '%s · Moodwire' },
    description: SITE_DESCRIPTION,
    openGraph: { type: 'website', siteName: 'Moodwire', description: SITE_DESCRIPTION, images: [OG_IMAGE] },
    twitter: { card: 'summary_large_image', images: [OG_IMAGE.url] },
  };
}

/**
 * Inter, self-hosted and preloaded by next/font, with display 'optional': a page never re-lays out when the font
 * arrives late (it then keeps the fallback until the next visit), which was the public pages' layout shift
 * (Lighthouse CLS 0.07 desktop, 0.15 mobile on a blog post, issue 16's goal < 0.05). Latin only (the site's text).
 */
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
});

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Applies the stored theme before first paint so a reload never flashes the other theme
 * (spec §9 'Stored keys: theme (light/dark, persisted)'). Without a stored choice the system setting decides.
 */
const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('theme');var d=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

/**
 * The route groups bring their own providers: the app and the widgets the session, queries and notifications
 * (AppProviders); the public marketing pages none of them, so their first-load JavaScript stays small (issue 16's
 * public-page budget).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page dynamic, which the per-request CSP nonce requires.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
