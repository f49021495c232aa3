import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests the server makes to its own routes (the page renderer asking the catalogue
 * for a page's data) carry this process's secret, so they do not count against the
 * visitor-facing rate limit; nobody outside the process can know it.
 */
const INTERNAL_HEADER = 'x-grove-internal';
const secret = randomBytes(24).toString('base64url');

export const internalRequestHeaders = (): Record<string, string> => ({ [INTERNAL_HEADER]: secret });

export const isInternalRequest = (request: FastifyRequest): boolean => request.headers[INTERNAL_HEADER] === secret;
