// Small helpers for the scripts' own output: one prefix style and optional colour (only on a terminal).

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

const CODES = { red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, grey: 90, bold: 1 };

/** Wraps text in an ANSI colour when stdout is a terminal and NO_COLOR is unset. */
export function paint(colour, text) {
  return useColour ? `\u001b[${CODES[colour]}m${text}\u001b[0m` : text;
}

/** A line from the orchestrating script itself (not from a child process). */
export function say(scope, message) {
  process.stdout.write(`${paint('bold', `[${scope}]`)} ${message}\n`);
}

/** Seconds with one decimal, for durations measured with performance.now(). */
export function formatSeconds(milliseconds) {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
