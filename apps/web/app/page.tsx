import { redirect } from 'next/navigation';

// The site root opens the marketing home page.
export default function RootPage() {
  redirect('/home');
}
