import type { Metadata } from 'next';
import { resolveSafeRedirect } from '@/lib/security/safe-redirect';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SignInClient } from './signin-client';

export const metadata: Metadata = pageMetadata({
  path: '/signin',
  title: 'Sign In',
  description: 'Sign in to Moodwire to browse the sentiment, ESG and media analytics of your account.',
});

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  // Only same-origin paths: never an open redirect (issue 12 §6).
  return <SignInClient redirectTo={resolveSafeRedirect(next)} />;
}
