/**
 * A test double of an OpenAI-compatible chat-completions server (the only stand-in for the external language model;
 * never used by the product). It streams the protocol's chunks: to a question it answers with one call of a tool,
 * to a tool result with text that quotes that result, so a test can see the loop ran the tool and fed its answer back.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModelRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content?: string | null; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string; parameters: unknown } }>;
  };
}

export interface FakeModelOptions {
  /** The tool called to a question, and its arguments. */
  toolCall: { name: string; arguments: Record<string, unknown> };
  /** Calls the tool on every turn (never answers in text), to reach the tool-round limit. */
  isEndless?: boolean;
}

export interface FakeModelServer {
  /** The API root, ending in /v1. */
  url: string;
  requests: FakeModelRequest[];
  close(): Promise<void>;
}

/** Text before the quoted tool result in the answer. */
export const ANSWER_PREFIX = 'According to the tool: ';

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export async function startFakeModelServer(options: FakeModelOptions): Promise<FakeModelServer> {
  const requests: FakeModelRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(await readBody(request)) as FakeModelRequest['body'];
    requests.push({ authorization: request.headers.authorization, body });
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const last = body.messages[body.messages.length - 1];
    if (last?.role === 'tool' && !options.isEndless) {
      const quoted = String(last.content ?? '').slice(0, 300);
      // The answer in several pieces, as a real model streams it.
      for (const piece of [ANSWER_PREFIX, quoted.slice(0, 100), quoted.slice(100)]) {
        if (piece) response.write(chunk({ content: piece }));
      }
      response.write(chunk({}, 'stop'));
    } else {
      const args = JSON.stringify(options.toolCall.arguments);
      const half = Math.floor(args.length / 2);
      // The arguments in two pieces: the client must join them.
      response.write(
        chunk({
          role: 'assistant',
          tool_calls: [
            {
              index: 0,
              id: `call_${requests.length}`,
              type: 'function',
              function: { name: options.toolCall.name, arguments: args.slice(0, half) },
            },
          ],
        }),
      );
      response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }));
      response.write(chunk({}, 'tool_calls'));
    }
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
