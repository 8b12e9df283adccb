import type { Metadata } from 'next';
import Link from 'next/link';
import { MarketingPage, Prose } from '@/components/marketing/marketing-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  path: '/privacyca',
  title: 'California Privacy Notice',
  description: 'What the California Consumer Privacy Act gives California residents, and how to use it with Moodwire.',
});

export default function PrivacyCaPage() {
  return (
    <MarketingPage eyebrow="Legal" title="California Privacy Notice">
      <Prose>
        <p>
          This notice supplements the <Link href="/privacy">Privacy Policy</Link> for residents of California under the
          California Consumer Privacy Act as amended by the California Privacy Rights Act.
        </p>
        <h2>Categories of personal information</h2>
        <ul>
          <li>Identifiers: username, email address, API key.</li>
          <li>Account records: role, permissions, subscription expiry, preferences and watchlists.</li>
          <li>Communications: messages you send us.</li>
        </ul>
        <p>
          We collect them from you, to provide the service and to answer you. We do not collect sensitive personal
          information.
        </p>
        <h2>Sale and sharing</h2>
        <p>We do not sell personal information and do not share it for cross-context behavioural advertising.</p>
        <h2>Your rights</h2>
        <p>
          You may ask to know what we keep about you, to correct it or to delete it, and you will not be treated
          differently for asking. Send your request through the <Link href="/contact-us">contact form</Link> from the
          email address of your account so that we can verify it.
        </p>
      </Prose>
    </MarketingPage>
  );
}
