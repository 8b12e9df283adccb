'use client';

import { MAX_AGENT_MESSAGE_CHARS } from '@moodwire/domain';
import { Bot, Eraser, Send, Settings2, Square, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import type { ChatTurn } from '@/lib/agents/agent-events';
import { useAgentChat } from '@/lib/agents/use-agent-chat';
import { type AgentsAnswer, useAgents } from '@/lib/agents/use-agents';
import { ToolBench } from './tool-bench';
import { ToolCallCard } from './tool-call-card';

/** Questions to start from, one set per console. */
const EXAMPLES: Record<string, string[]> = {
  aigent: [
    'Which companies of the top 100 group had the largest sentiment rise on the last day?',
    "How did Apple's sentiment move over the last month?",
  ],
  'mta-agent': ['Which transcripts calls can you make?', 'Find the latest earnings-call transcripts of Microsoft.'],
  'ai-agent-8505': [
    'What were the largest pulse events of companies last week?',
    'Any negative pulse events for Tesla?',
  ],
};

/**
 * An admin AI agent console (issue 16 'AI agents'): a chat in which the agent answers by calling our MCP tools, each
 * call shown as a card with its arguments and result, the answer streamed. Without a configured model it says which
 * settings to set and offers the agent's tools by hand.
 */
export function AgentConsoleClient({ agentId }: { agentId: string }) {
  const agents = useAgents();
  if (agents.isPending) return <SkeletonList label="Loading the agent" rows={4} className="h-10 w-full" />;
  if (agents.isError) return <DataError error={agents.error} />;
  const agent = agents.data.agents.find((entry) => entry.id === agentId);
  if (!agent) return <ErrorMessage error={`No agent '${agentId}' on this API.`} />;
  const tools = agents.data.tools.filter((tool) => agent.tools.includes(tool.name));
  const { model } = agents.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-slate-600 text-sm dark:text-slate-300">
        {agent.description} Tools: {agent.tools.join(', ')}.
      </p>
      {model.isConfigured ? (
        <>
          <p className="text-slate-500 text-xs dark:text-slate-400">
            Model <code className="font-mono">{model.name}</code> at <code className="font-mono">{model.server}</code>
            {'; '}at most {model.maxToolRounds} rounds of tool calls and {Math.round(model.timeoutMs / 1000)} s per
            answer.
          </p>
          <ChatPanel agentId={agent.id} title={agent.title} />
          <details className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <summary className="cursor-pointer font-medium text-slate-700 text-sm dark:text-slate-200">
              Call the agent&apos;s tools yourself
            </summary>
            <div className="mt-3">
              <ToolBench tools={tools} />
            </div>
          </details>
        </>
      ) : (
        <>
          <NotConfiguredNote settings={agents.data.settings} />
          <ToolBench tools={tools} />
        </>
      )}
    </div>
  );
}

function NotConfiguredNote({ settings }: { settings: AgentsAnswer['settings'] }) {
  return (
    <section
      data-testid="agent-not-configured"
      aria-labelledby="agent-not-configured-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950 text-sm dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 id="agent-not-configured-title" className="flex items-center gap-2 font-semibold">
        <Settings2 aria-hidden className="size-4" /> No language model is configured
      </h2>
      <p>
        The agent needs an OpenAI-compatible chat-completions server: a local Ollama, llama.cpp or vLLM server works the
        same as a hosted one. Set these for the API and restart it (the key stays on the server). Meanwhile, call the
        agent&apos;s tools by hand below.
      </p>
      <dl className="flex flex-col divide-y divide-amber-200 text-xs dark:divide-amber-900">
        {settings.map((setting) => (
          <div key={setting.name} className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-3">
            <dt className="shrink-0 font-mono sm:w-56">
              {setting.name} <span className="text-amber-800/80 dark:text-amber-200/70">= {setting.default}</span>
            </dt>
            <dd className="min-w-0 break-words">{setting.description}</dd>
          </div>
        ))}
      </dl>
      <pre className="overflow-x-auto rounded bg-white/70 p-2 font-mono text-xs dark:bg-slate-950/60">
        AGENT_MODEL_URL=http://127.0.0.1:11434/v1 AGENT_MODEL=llama3.1:8b npm run start -w @moodwire/api
      </pre>
    </section>
  );
}

function ChatPanel({ agentId, title }: { agentId: string; title: string }) {
  const chat = useAgentChat(agentId);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const listEnd = useRef<HTMLDivElement>(null);
  const lastTurn = chat.turns[chat.turns.length - 1];
  const lastSize = lastTurn?.role === 'assistant' ? lastTurn.parts.length : 0;

  // The newest words stay in view while the answer streams.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the conversation grows
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.turns.length, lastSize]);

  const submit = () => {
    if (chat.isStreaming || draft.trim() === '') return;
    void chat.send(draft);
    setDraft('');
  };
  const isOver = draft.length > MAX_AGENT_MESSAGE_CHARS;

  return (
    <DataCard
      title={`Chat with ${title}`}
      actions={
        <button
          type="button"
          onClick={chat.clear}
          disabled={chat.turns.length === 0}
          className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-slate-700 text-xs hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Eraser aria-hidden className="size-3.5" /> Clear
        </button>
      }
    >
      <div
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        aria-busy={chat.isStreaming}
        className="flex max-h-[60vh] min-h-48 flex-col gap-3 overflow-y-auto rounded-md border border-slate-200 bg-slate-50/60 p-3 dark:border-slate-800 dark:bg-slate-950/40"
      >
        {chat.turns.length === 0 ? (
          <div className="flex flex-col gap-2 text-slate-500 text-sm dark:text-slate-400">
            <p>Ask a question: the agent calls our tools with your access and shows each call.</p>
            <div className="flex flex-wrap gap-2">
              {(EXAMPLES[agentId] ?? []).map((example) => (
                <button
                  key={example}
                  type="button"
                  onClick={() => setDraft(example)}
                  className="rounded-full border border-slate-300 px-3 py-1 text-left text-slate-700 text-xs hover:bg-white dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-900"
                >
                  {example}
                </button>
              ))}
            </div>
          </div>
        ) : (
          chat.turns.map((turn, index) => (
            // Turns are only appended or all cleared: the index is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TurnView key={index} turn={turn} />
          ))
        )}
        <div ref={listEnd} />
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <textarea
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter is a new line (an IME composition's Enter is not a send).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          rows={2}
          placeholder="Ask the agent… (Enter sends, Shift+Enter for a new line)"
          className="w-full resize-y rounded-md border border-slate-300 bg-white p-2 text-slate-800 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            className={`text-xs ${isOver ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {isOver
              ? `Too long: at most ${MAX_AGENT_MESSAGE_CHARS.toLocaleString('en-US')} characters`
              : 'The conversation stays in this page only.'}
          </p>
          {chat.isStreaming ? (
            <button
              type="button"
              onClick={chat.stop}
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Square aria-hidden className="size-4" /> Stop
            </button>
          ) : (
            <button
              type="submit"
              disabled={draft.trim() === '' || isOver}
              className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-1.5 font-medium text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Send aria-hidden className="size-4" /> Send
            </button>
          )}
        </div>
      </form>
    </DataCard>
  );
}

function TurnView({ turn }: { turn: ChatTurn }) {
  if (turn.role === 'user') {
    return (
      <div data-testid="user-message" className="flex items-start justify-end gap-2">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-lg bg-brand-600 px-3 py-2 text-sm text-white">
          {turn.text}
        </p>
        <User aria-label="You" className="mt-1 size-5 shrink-0 text-slate-400" />
      </div>
    );
  }
  const isRunning = turn.status === 'streaming';
  return (
    <div data-testid="agent-message" className="flex items-start gap-2">
      <Bot aria-label="Agent" className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {turn.parts.map((part, index) =>
          part.kind === 'tool' ? (
            <ToolCallCard key={part.id || index} part={part} isRunning={isRunning} />
          ) : (
            <p
              // Text pieces sit between tool cards in arrival order; they are never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              data-testid="agent-text"
              className="whitespace-pre-wrap break-words text-slate-800 text-sm dark:text-slate-100"
            >
              {part.text}
            </p>
          ),
        )}
        {isRunning && turn.parts.length === 0 ? (
          <span className="flex items-center gap-2 text-slate-500 text-xs dark:text-slate-400">
            <Spinner className="size-3" label="The agent is thinking" /> thinking…
          </span>
        ) : null}
        {turn.status === 'stopped' ? (
          <p className="text-slate-500 text-xs italic dark:text-slate-400">Stopped.</p>
        ) : null}
        {turn.status === 'done' && turn.isTruncated ? (
          <p className="text-slate-500 text-xs italic dark:text-slate-400">The answer was cut at its size limit.</p>
        ) : null}
        {turn.status === 'done' && turn.parts.length === 0 ? (
          <p className="text-slate-500 text-xs italic dark:text-slate-400">The model gave an empty answer.</p>
        ) : null}
        {turn.status === 'error' && turn.error ? <ErrorMessage error={turn.error} /> : null}
      </div>
    </div>
  );
}
