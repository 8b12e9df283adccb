// Sign-in and session-validation throughput of the API (issue 2): /healthz as the floor of the HTTP stack,
// `/auth?data_perms=1&apikey=` (what every page load of the web app calls) and, separately and with a small
// bounded count, the scrypt sign-in that is slow on purpose. The load generator shares the machine's cores
// with the API, so numbers compare runs on one machine, not machines.
import autocannon from 'autocannon';
import { DEMO_ADMIN_SIGN_IN, signIn } from './lib/api-calls.mjs';
import { failOnBrokenScenarios, printTable, writeResults } from './lib/report.mjs';
import { startApi } from './lib/start-api.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIGN_IN_COUNT = Number(process.env.BENCH_SIGN_IN_COUNT ?? 40);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summarise(name, result, connections) {
  return {
    scenario: name,
    connections,
    requests: result.requests.total,
    // autocannon records whole milliseconds; the mean keeps the sub-millisecond part.
    'req/s': Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    'mean ms': Number(result.latency.average.toFixed(2)),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const api = await startApi();
  try {
    const apikey = await signIn(api.baseUrl);
    const scenarios = [];
    const timed = { connections: CONNECTIONS, duration: DURATION_S };

    // A short warm-up so that the first measured scenario does not pay for JIT and lazy imports.
    await run({ url: `${api.baseUrl}/healthz`, connections: 2, duration: 2 });

    const health = await run({ url: `${api.baseUrl}/healthz`, ...timed });
    scenarios.push(summarise('GET /healthz', health, CONNECTIONS));

    const validation = await run({
      url: `${api.baseUrl}/auth?data_perms=1&apikey=${encodeURIComponent(apikey)}`,
      ...timed,
    });
    scenarios.push(summarise('GET /auth?data_perms=1&apikey= (session validation)', validation, CONNECTIONS));

    // scrypt is deliberately expensive: a bounded number of sign-ins on two connections.
    const signIns = await run({
      url: `${api.baseUrl}/auth`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: DEMO_ADMIN_SIGN_IN,
      connections: 2,
      amount: SIGN_IN_COUNT,
    });
    scenarios.push(summarise(`POST /auth sign-in (${SIGN_IN_COUNT} requests, scrypt)`, signIns, 2));

    printTable(`auth benchmark (${DURATION_S} s per timed scenario, Node ${process.version})`, scenarios);
    const file = writeResults('auth', scenarios);
    process.stdout.write(`results written to ${file}\n`);
    failOnBrokenScenarios(scenarios);
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
