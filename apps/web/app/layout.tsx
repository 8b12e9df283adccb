import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Moodwire', template: '%s · Moodwire' },
  description: 'Market-sentiment, ESG and media analytics data built from news and social media.',
};

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
