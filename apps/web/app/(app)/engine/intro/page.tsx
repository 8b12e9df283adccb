import { Highlighter, ScanSearch, Sigma } from 'lucide-react';
import Link from 'next/link';
import { EngineIntroExample } from '@/components/engine/engine-intro-example';
import { INTRO_LINK_CLASS, ProductIntro } from '@/components/marketing/product-intro';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/engine/intro',
  'The Moodwire engine reads financial text: it finds the assets named, scores sentiment, emotions and topics, ' +
    'and shows the words that drove every score, negations included.',
);

// The example is read live from the API on each request (it follows the current data's universe).
export const dynamic = 'force-dynamic';

const ICON = 'size-5 text-brand-600';

/** /engine/intro, the public page about the NLP engine (spec §2 'Public'; issue 15). */
export default function EngineIntroPage() {
  return (
    <ProductIntro
      product="Engine"
      title="See why a text reads positive, fearful or uncertain"
      lead="The engine that scores every news story and post behind our indices, as a tool: paste or upload your own text and it names the assets, scores every indicator and highlights the words that drove each score."
      tool={{ href: '/engine/tool', label: 'Open the Engine tool' }}
      example={{
        heading: 'A live example',
        lead: 'This sentence was just read by our engine on the server, against the assets of our current data set.',
        content: <EngineIntroExample />,
      }}
      points={{
        heading: 'What it does',
        items: [
          {
            icon: <ScanSearch aria-hidden className={ICON} />,
            title: 'Finds the assets',
            text: 'Companies, countries, currencies, commodities and coins, by name, alias, ticker or cashtag, each linked to its charts.',
          },
          {
            icon: <Sigma aria-hidden className={ICON} />,
            title: 'Scores every indicator',
            text: 'Sentiment, emotions, topics and ESG themes for the whole text and for each asset, the way our indices are built.',
          },
          {
            icon: <Highlighter aria-hidden className={ICON} />,
            title: 'Shows its reasons',
            text: 'The words behind each score are highlighted, negated ones marked apart; download it all as JSON or CSV.',
          },
        ],
      }}
      footer={
        <>
          The method is open: read the{' '}
          <Link className={INTRO_LINK_CLASS} href="/engine/guide">
            Engine guide
          </Link>{' '}
          for how lexicons, negation and attribution work, and{' '}
          <Link className={INTRO_LINK_CLASS} href="/engine/research">
            Engine research
          </Link>{' '}
          for its accuracy on our hand-labelled sentences beside two well-known word lists. Engine pages need the engine
          (sentiment v5) permission.
        </>
      }
    />
  );
}
