import { Link as LinkIcon } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ContentView, OperationView, ResponseView } from '@/lib/apidocs/api-reference';
import { buildCodeSamples, KEY_PLACEHOLDER } from '@/lib/apidocs/code-samples';
import { CodeSampleTabs } from './code-sample-tabs';
import { MethodBadge } from './method-badge';
import { ParameterList } from './parameter-list';
import { SchemaFieldList } from './schema-field-list';
import { TryIt } from './try-it';

/** Where a signed-in user reveals and rotates the data key. */
const ACCOUNT_INFO_HREF = '/user/account/overview';

/** The fields of the API's shared error body: an error answer with just these needs no field list of its own. */
const ERROR_FIELDS = ['error', 'message', 'detail'];

function Subheading({ children }: { children: ReactNode }) {
  return (
    <h3 className="font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">{children}</h3>
  );
}

function Example({ text, label }: { text: string; label: string }) {
  return (
    <details className="rounded-md border border-slate-200 dark:border-slate-700">
      <summary className="cursor-pointer px-3 py-1.5 text-slate-600 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300">
        {label}
      </summary>
      <pre className="max-h-80 overflow-auto border-slate-200 border-t bg-slate-50 p-3 font-mono text-slate-800 text-xs dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
        {text}
      </pre>
    </details>
  );
}

function ContentBlock({ content, exampleLabel }: { content: ContentView; exampleLabel: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">{content.contentType}</code>
        <span className="font-mono text-slate-500 text-xs dark:text-slate-400">{content.type}</span>
        {content.description ? <span className="text-slate-600 dark:text-slate-300">{content.description}</span> : null}
      </p>
      {content.fields.length > 0 ? <SchemaFieldList fields={content.fields} /> : null}
      {content.example !== undefined ? <Example text={content.example} label={exampleLabel} /> : null}
    </div>
  );
}

function Responses({ responses }: { responses: ResponseView[] }) {
  if (responses.length === 0) return <p className="text-slate-500 text-sm dark:text-slate-400">No body.</p>;
  return (
    <div className="flex flex-col gap-4">
      {responses.map((response) => (
        <div key={response.status} className="flex flex-col gap-2">
          <p className="text-sm">
            <span className="mr-2 font-mono font-semibold text-emerald-700 dark:text-emerald-400">
              {response.status}
            </span>
            <span className="text-slate-700 dark:text-slate-200">{response.description}</span>
          </p>
          {response.contents.map((content) => (
            <ContentBlock
              key={content.contentType}
              content={content}
              exampleLabel={`Example (${content.contentType})`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function Errors({ errors }: { errors: ResponseView[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {errors.map((error) => {
        const own = error.contents.find(
          (content) => content.fields.length > 0 && content.fields.some((field) => !ERROR_FIELDS.includes(field.name)),
        );
        return (
          <li key={error.status} className="flex flex-col gap-1">
            <p>
              <span className="mr-2 font-mono font-semibold text-red-700 dark:text-red-400">{error.status}</span>
              <span className="text-slate-700 dark:text-slate-200">{error.description}</span>
            </p>
            {own ? <ContentBlock content={own} exampleLabel="Example error body" /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function AuthNote({ operation }: { operation: OperationView }) {
  switch (operation.auth) {
    case 'public':
      return <>No key needed.</>;
    case 'session':
      return <>Answers the web session only (the signed-in browser's cookie); scripts cannot call it with a key.</>;
    case 'apikey':
      return (
        <>
          Key: the <code>apikey</code> query parameter (or the session cookie of the web app).
        </>
      );
  }
}

/**
 * One operation of the reference with its anchor: summary, description, parameters, request body, answer fields,
 * errors, examples, code samples and, for GET calls, 'Try it'.
 */
export function OperationSection({ operation, apiRoot }: { operation: OperationView; apiRoot: string }) {
  const titleId = `${operation.id}-title`;
  const samples = operation.auth === 'session' ? null : buildCodeSamples(operation, apiRoot);
  const canTry = operation.method === 'get' && operation.auth !== 'session';
  return (
    <section
      id={operation.id}
      aria-labelledby={titleId}
      data-testid="api-operation"
      data-method={operation.method}
      data-path={operation.path}
      className="flex scroll-mt-20 flex-col gap-4 border-slate-200 border-t pt-6 dark:border-slate-800"
    >
      <div className="flex flex-col gap-1.5">
        <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-base">
          <MethodBadge method={operation.method} />
          <code className="break-all font-semibold text-slate-900 dark:text-white">{operation.path}</code>
          <a
            href={`#${operation.id}`}
            className="rounded p-1 text-slate-400 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <LinkIcon aria-hidden className="size-3.5" />
            <span className="sr-only">Link to {operation.path}</span>
          </a>
          {operation.deprecated ? (
            <span className="rounded bg-amber-100 px-1.5 text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-200">
              deprecated
            </span>
          ) : null}
        </h2>
        <p className="font-medium text-slate-800 dark:text-slate-100">{operation.summary}</p>
        {operation.description ? (
          <p className="text-slate-600 text-sm dark:text-slate-300">{operation.description}</p>
        ) : null}
        <p className="text-slate-500 text-xs dark:text-slate-400">
          <AuthNote operation={operation} />
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <Subheading>Parameters</Subheading>
        {operation.parameters.length > 0 ? (
          <ParameterList parameters={operation.parameters} />
        ) : (
          <p className="text-slate-500 text-sm dark:text-slate-400">None.</p>
        )}
      </div>

      {operation.requestBody ? (
        <div className="flex flex-col gap-2">
          <Subheading>Request body{operation.requestBody.required ? ' (required)' : ''}</Subheading>
          {operation.requestBody.description ? (
            <p className="text-slate-600 text-sm dark:text-slate-300">{operation.requestBody.description}</p>
          ) : null}
          {operation.requestBody.contents.length > 1 ? (
            <p className="text-slate-500 text-xs dark:text-slate-400">
              Sent as{' '}
              {operation.requestBody.contents.map((content, index) => (
                <span key={content.contentType}>
                  {index > 0 ? ' or ' : ''}
                  <code>{content.contentType}</code>
                </span>
              ))}
              , with the same fields.
            </p>
          ) : null}
          {operation.requestBody.contents[0] ? (
            <ContentBlock content={operation.requestBody.contents[0]} exampleLabel="Example body" />
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <Subheading>Answer</Subheading>
        <Responses responses={operation.responses} />
      </div>

      {operation.errors.length > 0 ? (
        <div className="flex flex-col gap-2">
          <Subheading>Errors</Subheading>
          <Errors errors={operation.errors} />
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <Subheading>Code samples</Subheading>
        {samples ? (
          <>
            {operation.auth === 'apikey' ? (
              <p className="text-slate-500 text-xs dark:text-slate-400">
                Replace <code>{KEY_PLACEHOLDER}</code> with your key:{' '}
                <Link href={ACCOUNT_INFO_HREF} className="text-brand-600 underline dark:text-brand-100">
                  Account Info
                </Link>{' '}
                reveals and rotates it.
              </p>
            ) : null}
            <CodeSampleTabs samples={samples} />
          </>
        ) : (
          <p className="text-slate-500 text-sm dark:text-slate-400">
            None: scripts use their key instead (see{' '}
            <Link href={ACCOUNT_INFO_HREF} className="text-brand-600 underline dark:text-brand-100">
              Account Info
            </Link>
            ).
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <Subheading>Try it</Subheading>
        {canTry ? (
          <TryIt
            method="GET"
            path={operation.path}
            parameters={operation.parameters
              .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
              .map(({ name, in: where, required, enumValues, example, type }) => ({
                name,
                in: where,
                required,
                enumValues,
                example,
                type,
              }))}
          />
        ) : (
          <p className="text-slate-500 text-sm dark:text-slate-400">
            {operation.method === 'get'
              ? 'Not offered: this call answers the web session only.'
              : `Offered for GET calls only: a ${operation.method.toUpperCase()} changes data. Use the samples above.`}
          </p>
        )}
      </div>
    </section>
  );
}
