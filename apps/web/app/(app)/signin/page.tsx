import type { Metadata } from 'next';
import { SignInClient } from './signin-client';

export const metadata: Metadata = { title: 'Sign In' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  // Only same-site paths: never an open redirect.
  const target = typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/app';
  return <SignInClient redirectTo={target} />;
}
