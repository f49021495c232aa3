import { ERROR_STATUS, type ErrorCode, type StepUpMethod } from '@grove/contracts';

/**
 * The one error type services throw. Its code is stable and maps to an HTTP
 * status; its detail is English text safe to show to the caller.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** For invalid input the schema could not judge (a rule needing the database): each field's message. */
  readonly fields: { path: string; message: string; code: string }[] | undefined;
  /** For an overload (429, 503): when to try again, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  /** For STEP_UP_REQUIRED: how the step-up can be given. */
  readonly methods: StepUpMethod[] | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    options?: {
      cause?: unknown;
      fields?: { path: string; message: string; code: string }[];
      retryAfterSeconds?: number;
      methods?: StepUpMethod[];
    },
  ) {
    super(detail, options);
    this.status = ERROR_STATUS[code];
    this.fields = options?.fields;
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.methods = options?.methods;
  }
}

export const notFound = (detail = 'Not found') => new AppError('NOT_FOUND', detail);
export const unauthorized = (detail = 'Authentication required') => new AppError('UNAUTHORIZED', detail);
export const forbidden = (detail = 'You are not allowed to do this') => new AppError('FORBIDDEN', detail);
export const conflict = (detail: string) => new AppError('CONFLICT', detail);
