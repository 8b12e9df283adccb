'use client';

import { MESSAGES } from '@moodwire/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiUrl } from '../api/api-client';
import { readAnswerText } from '../api/fetch-json';
import { applyAgentEvent, type ChatTurn, parseSseEvents, toHistory } from './agent-events';

type AssistantTurn = Extract<ChatTurn, { role: 'assistant' }>;

/** The error text of a refused request (the API's `{ error, message }`, or the status). */
async function refusalOf(response: Response): Promise<string> {
  const text = await readAnswerText(response);
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const parts = [body.error, body.message].filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length > 0) return [...new Set(parts)].join(': ');
  } catch {
    // Not JSON: the status says it.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/**
 * One agent conversation: send a question, read the answer's events as they stream (POST, so not EventSource),
 * stop it, clear it. The conversation lives in the page only (not stored).
 */
export function useAgentChat(agent: string) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [isStreaming, setIsStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const updateLast = useCallback((update: (turn: AssistantTurn) => AssistantTurn) => {
    setTurns((current) => {
      const last = current[current.length - 1];
      if (last?.role !== 'assistant') return current;
      return [...current.slice(0, -1), update(last)];
    });
  }, []);

  const send = useCallback(
    async (question: string) => {
      if (isStreaming || question.trim() === '') return;
      const asked: ChatTurn[] = [...turns, { role: 'user', text: question.trim() }];
      setTurns([...asked, { role: 'assistant', parts: [], status: 'streaming' }]);
      setIsStreaming(true);
      const abort = new AbortController();
      controller.current = abort;
      try {
        const response = await fetch(apiUrl(`/admin/agents/${encodeURIComponent(agent)}/chat`), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          credentials: 'same-origin',
          body: JSON.stringify({ messages: toHistory(asked) }),
          signal: abort.signal,
        });
        if (!response.ok || !response.body) {
          const message = await refusalOf(response);
          updateLast((turn) => ({ ...turn, status: 'error', error: message }));
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSseEvents(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) updateLast((turn) => applyAgentEvent(turn, event));
        }
        // A stream that ended without done or error was cut (the server or the network went away).
        updateLast((turn) =>
          turn.status === 'streaming'
            ? { ...turn, status: 'error', error: 'The answer was cut off before it ended; ask again.' }
            : turn,
        );
      } catch (error) {
        if (abort.signal.aborted) {
          updateLast((turn) => (turn.status === 'streaming' ? { ...turn, status: 'stopped' } : turn));
        } else {
          const message = error instanceof Error && error.message ? error.message : MESSAGES.fetchUnreadable;
          updateLast((turn) => ({ ...turn, status: 'error', error: message }));
        }
      } finally {
        if (controller.current === abort) controller.current = null;
        setIsStreaming(false);
      }
    },
    [agent, isStreaming, turns, updateLast],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
  }, []);

  return { turns, isStreaming, send, stop, clear };
}
