import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { OG_IMAGE } from '@/lib/seo/page-metadata';
import { getSiteOrigin } from '@/lib/seo/site-origin';
import { Providers } from './providers';
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

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Applies the stored theme before first paint so a reload never flashes the other theme
 * (spec §9 'Stored keys: theme (light/dark, persisted)'). Without a stored choice the system setting decides.
 */
const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('theme');var d=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page dynamic, which the per-request CSP nonce requires.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const config = getRuntimeConfig();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen">
        <Providers config={config}>{children}</Providers>
      </body>
    </html>
  );
}
