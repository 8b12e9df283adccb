// Test double for an OpenAI-compatible chat-completions server (the external language model of the admin AI agent
// consoles; used only by the end-to-end tests). It streams the protocol's chunks: to a question it calls a tool
// (search_groups { search: 'top' } when offered, else the first tool offered, without arguments), to a tool result
// it answers in text that quotes the result. GET /healthz for Playwright's webServer check.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4198);
export const ANSWER_PREFIX = 'According to the tool: ';

const chunk = (delta, finishReason = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'e2e-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

createServer(async (req, res) => {
  if (req.url === '/healthz') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
  }
  let text = '';
  for await (const part of req) text += String(part);
  const body = JSON.parse(text);
  const last = body.messages.at(-1);
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if (last?.role === 'tool') {
    const quoted = String(last.content ?? '').slice(0, 200);
    for (const piece of [ANSWER_PREFIX, quoted.slice(0, 80), quoted.slice(80)]) {
      if (piece) res.write(chunk({ content: piece }));
    }
    res.write(chunk({}, 'stop'));
  } else {
    const names = (body.tools ?? []).map((tool) => tool.function.name);
    const name = names.includes('search_groups') ? 'search_groups' : names[0];
    const args = name === 'search_groups' ? '{"search":"top"}' : '{}';
    res.write(
      chunk({
        role: 'assistant',
        tool_calls: [{ index: 0, id: 'call_e2e', type: 'function', function: { name, arguments: args } }],
      }),
    );
    res.write(chunk({}, 'tool_calls'));
  }
  res.end('data: [DONE]\n\n');
}).listen(port, '127.0.0.1');
