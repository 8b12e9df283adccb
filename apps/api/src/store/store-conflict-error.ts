/** A write refused because a unique value (username, email) is taken. */
export class StoreConflictError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'StoreConflictError';
    this.field = field;
  }
}
