import type { Metadata } from 'next';
import { resolveSafeRedirect } from '@/lib/security/safe-redirect';
import { SignInClient } from './signin-client';

export const metadata: Metadata = { title: 'Sign In' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  // Only same-origin paths: never an open redirect (issue 12 §6).
  return <SignInClient redirectTo={resolveSafeRedirect(next)} />;
}
