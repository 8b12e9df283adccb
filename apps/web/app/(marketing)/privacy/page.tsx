import type { Metadata } from 'next';
import Link from 'next/link';
import { MarketingPage, Prose } from '@/components/marketing/marketing-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  path: '/privacy',
  title: 'Privacy Policy',
  description: 'The personal data the Moodwire service keeps, why, and for how long.',
});

export default function PrivacyPage() {
  return (
    <MarketingPage eyebrow="Legal" title="Privacy Policy">
      <Prose>
        <p>This page lists the personal data the service keeps, why, and for how long.</p>
        <h2>What we keep</h2>
        <ul>
          <li>
            Account data: username, email address, a salted hash of your password (never the password), your API key,
            role, permissions and expiry date.
          </li>
          <li>What you save in the app: preferences and watchlists.</li>
          <li>Messages you send through the contact form or feedback, with the email address you give.</li>
          <li>Newsletter subscriptions: the email address.</li>
        </ul>
        <h2>In your browser</h2>
        <ul>
          <li>A secure, HTTP-only cookie named apikey that keeps you signed in.</li>
          <li>Local storage entries: user (your signed-in account details) and theme (light or dark).</li>
        </ul>
        <p>We use no advertising or third-party tracking cookies.</p>
        <h2>Visitor location</h2>
        <p>
          On load, the app asks a geolocation service for the country of your IP address, because some ESG content may
          not be shown in some regions. Only the country code is used, in your browser, and it is not stored.
        </p>
        <h2>Retention and your rights</h2>
        <p>
          Account data is kept while the account exists. You may ask for a copy of your data, its correction or its
          deletion through the <Link href="/contact-us">contact form</Link>. California residents: see the{' '}
          <Link href="/privacyca">California Privacy Notice</Link>.
        </p>
        <h2>Self-hosted deployments</h2>
        <p>When an organisation runs Moodwire on its own servers, that organisation controls the data it keeps.</p>
      </Prose>
    </MarketingPage>
  );
}
