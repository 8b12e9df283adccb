import { LineChart, MessagesSquare, Search } from 'lucide-react';
import Link from 'next/link';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { INTRO_LINK_CLASS, ProductIntro } from '@/components/marketing/product-intro';
import { TranscriptsIntroExample } from '@/components/transcripts/transcripts-intro-example';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/transcripts/intro',
  'Earnings-call transcripts read by our engine: sentiment by section and speaker role, keyphrases, the change ' +
    'against the previous quarter and search across every call.',
);

// The example is the newest call of the current data, read live on each request.
export const dynamic = 'force-dynamic';

const ICON = 'size-5 text-brand-600';

/** /transcripts/intro, the public page about transcript analytics (spec §2 'Public'; issue 15). */
export default function TranscriptsIntroPage() {
  return (
    <ProductIntro
      product="Transcripts"
      title="Hear how management and analysts really sound"
      lead="Every earnings call read by our engine: the tone of the prepared remarks and of the Q&A, of the CEO, the CFO and the analysts, and how it moved since the last quarter."
      tool={{ href: '/transcripts/tool', label: 'Open the Transcripts tool' }}
      example={{
        heading: 'The newest call in our data',
        content: (
          <>
            <TranscriptsIntroExample />
            <DemoDataNote />
          </>
        ),
      }}
      points={{
        heading: 'In the tool',
        items: [
          {
            icon: <MessagesSquare aria-hidden className={ICON} />,
            title: 'Read the call',
            text: 'Pick a company and a quarter and read the transcript by section and speaker, each turn with its sentiment.',
          },
          {
            icon: <LineChart aria-hidden className={ICON} />,
            title: 'Compare quarters',
            text: 'Sentiment by section and role against the previous call, keyphrases, and the company’s tone over time.',
          },
          {
            icon: <Search aria-hidden className={ICON} />,
            title: 'Search every call',
            text: 'Find who said a phrase, in one company’s calls or in all of them, newest first.',
          },
        ],
      }}
      footer={
        <>
          The{' '}
          <Link className={INTRO_LINK_CLASS} href="/transcripts/guide">
            Transcripts guide
          </Link>{' '}
          explains the measures; the transcript pages need the transcripts (mta) permission.
        </>
      }
    />
  );
}
