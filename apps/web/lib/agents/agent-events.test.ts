import type { AgentEvent } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { applyAgentEvent, type ChatTurn, parseSseEvents, toHistory } from './agent-events';

type AssistantTurn = Extract<ChatTurn, { role: 'assistant' }>;
const streaming = (): AssistantTurn => ({ role: 'assistant', parts: [], status: 'streaming' });

describe('agent answer events', () => {
  it('reads the complete events of a stream cut anywhere, keeping the unfinished one for the next chunk', () => {
    const whole =
      'data: {"type":"text","text":"Hel"}\n\ndata: {"type":"text","text":"lo"}\n\n: a comment\n\ndata: {"type":"done","rounds":0,"isTruncated":false}\n\n';
    for (let cut = 0; cut <= whole.length; cut += 1) {
      const first = parseSseEvents(whole.slice(0, cut));
      const second = parseSseEvents(first.rest + whole.slice(cut));
      expect([...first.events, ...second.events].map((event) => event.type)).toEqual(['text', 'text', 'done']);
      expect(second.rest).toBe('');
    }
  });

  it('builds the answer: text joined, each tool call with its own result, then the end state', () => {
    const events: AgentEvent[] = [
      { type: 'tool_call', id: 'a', name: 'search_assets', arguments: '{"search":"apple"}' },
      { type: 'tool_call', id: 'b', name: 'search_groups', arguments: '{}' },
      { type: 'tool_result', id: 'b', name: 'search_groups', result: '[2]', isError: true, isTruncated: false },
      { type: 'tool_result', id: 'a', name: 'search_assets', result: '[1]', isError: false, isTruncated: false },
      { type: 'text', text: 'Apple is ' },
      { type: 'text', text: '4372179024.' },
      { type: 'done', rounds: 1, isTruncated: false },
    ];
    const turn = events.reduce(applyAgentEvent, streaming());
    expect(turn.status).toBe('done');
    expect(turn.parts).toEqual([
      {
        kind: 'tool',
        id: 'a',
        name: 'search_assets',
        arguments: '{"search":"apple"}',
        result: '[1]',
        isError: false,
        isTruncated: false,
      },
      {
        kind: 'tool',
        id: 'b',
        name: 'search_groups',
        arguments: '{}',
        result: '[2]',
        isError: true,
        isTruncated: false,
      },
      { kind: 'text', text: 'Apple is 4372179024.' },
    ]);
    expect(applyAgentEvent(streaming(), { type: 'error', message: 'down' })).toMatchObject({
      status: 'error',
      error: 'down',
    });
  });

  it('sends back the words of the conversation only, starting with a question', () => {
    const turns: ChatTurn[] = [
      { role: 'assistant', parts: [{ kind: 'text', text: 'Hello' }], status: 'done' },
      { role: 'user', text: 'Apple?' },
      {
        role: 'assistant',
        parts: [
          { kind: 'tool', id: 'a', name: 'search_assets', arguments: '{}', result: '[]' },
          { kind: 'text', text: 'Nothing found.' },
        ],
        status: 'done',
      },
      { role: 'assistant', parts: [], status: 'error', error: 'down' },
      { role: 'user', text: 'Microsoft?' },
    ];
    expect(toHistory(turns)).toEqual([
      { role: 'user', content: 'Apple?' },
      { role: 'assistant', content: 'Nothing found.' },
      { role: 'user', content: 'Microsoft?' },
    ]);
  });
});
