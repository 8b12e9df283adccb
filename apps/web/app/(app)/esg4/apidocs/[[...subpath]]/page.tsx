import { ApiDocsPage, type ApiDocsProps, apiDocsMetadata } from '@/components/apidocs/api-docs-page';

export const generateMetadata = (props: ApiDocsProps) => apiDocsMetadata('esg4', props);

export default function Page(props: ApiDocsProps) {
  return <ApiDocsPage area="esg4" {...props} />;
}
