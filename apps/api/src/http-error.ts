/**
 * The one error type handlers throw. The central error handler turns it into the JSON error body of the
 * contract: `{ error, message, detail? }`.
 */
export interface HttpErrorOptions {
  /** A longer explanation; defaults to the error text itself. */
  message?: string;
  /** A machine-readable hint for the client (for example 'not_linked'). */
  detail?: string;
  /** Sent as the Retry-After header (429 answers). */
  retryAfterSeconds?: number;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly detail: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, error: string, options: HttpErrorOptions = {}) {
    super(options.message ?? error);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.error = error;
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export interface ErrorBody {
  error: string;
  message: string;
  detail?: string;
}
