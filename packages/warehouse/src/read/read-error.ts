/** A read request the lake cannot answer as asked: the API maps `code` to a 4xx status and a clear message. */
export class ReadError extends Error {
  override name = 'ReadError';
  constructor(
    readonly code: 'bad_request' | 'not_found' | 'no_lake',
    message: string,
  ) {
    super(message);
  }
}
