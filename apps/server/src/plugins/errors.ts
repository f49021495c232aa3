import { INTERNAL_ERROR_DETAIL, validationCodeOf, type ErrorCode, type ErrorEnvelope } from '@grove/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { busy } from '../lib/admission.js';
import { AppError } from '../lib/errors.js';

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function sendError(reply: FastifyReply, status: number, body: Omit<ErrorEnvelope, 'requestId'>): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: String(reply.request.id) } satisfies ErrorEnvelope);
}

/**
 * The database is saturated, not broken: no pool connection came within its wait, or a lock
 * could not be had within `lock_timeout`. Answered as overload (503 BUSY, Retry-After) so the
 * client retries calmly; nothing was committed.
 */
function isOverload(error: unknown): boolean {
  const candidate = error as { message?: unknown; code?: unknown; cause?: unknown } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  if (candidate.code === '55P03') return true;
  if (typeof candidate.message === 'string' && candidate.message.includes('timeout exceeded when trying to connect')) {
    return true;
  }
  return candidate.cause !== undefined && candidate.cause !== error && isOverload(candidate.cause);
}

const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)\b/;

/**
 * The single error handler: every failure leaves as `{detail, code, requestId}`.
 * Client mistakes keep their explanation; a 5xx never reveals internals, and is
 * logged in full with its request id so support can find it.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!(error instanceof AppError) && isOverload(error)) {
      request.log.warn({ err: error }, 'overloaded: answered busy');
      return answerError(request, reply, busy(2));
    }
    return answerError(request, reply, error);
  });
}

function answerError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | AppError): FastifyReply {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error.status >= 500 && error.code !== 'BUSY') request.log.error({ err: error }, 'request failed');
    return sendError(reply, error.status, {
      detail: error.detail,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.methods ? { methods: error.methods } : {}),
    });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const code = validationCodeOf(issue.message ?? '') ?? 'VALIDATION_ERROR';
      return { path, code, message: issue.message ?? 'Invalid value' };
    });
    const first = fields[0]!;
    // Our own messages ("Please write at least 10 characters") read well alone;
    // zod's generic ones ("Invalid input: expected number") need the field's name.
    const known = first.code !== 'VALIDATION_ERROR' || !GENERIC_MESSAGE.test(first.message);
    const where = error.validationContext && error.validationContext !== 'body' ? `${error.validationContext} ` : '';
    return sendError(reply, 400, {
      detail: known ? first.message : `${where}${first.path ? `${first.path}: ` : ''}${first.message}`,
      code: first.code,
      fields,
    });
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return sendError(reply, 500, { detail: INTERNAL_ERROR_DETAIL, code: 'INTERNAL_ERROR' });
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework errors for client mistakes (bad JSON, body too large, wrong content type).
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return sendError(reply, status, { detail: error.message, code });
  }

  request.log.error({ err: error }, 'request failed');
  const code: ErrorCode = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
  return sendError(reply, status === 503 ? 503 : 500, {
    detail: code === 'SERVICE_UNAVAILABLE' ? 'Service temporarily unavailable' : INTERNAL_ERROR_DETAIL,
    code,
  });
}
