import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request, written when it completes: method, path,
 * status, duration and (through the child logger) the request id. Routes with
 * `logLevel: 'warn'` (health probes) stay quiet unless they fail.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = {
      method: request.method,
      url: request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error || reply.statusCode >= 500) request.log.error({ ...entry, err: error ?? undefined }, 'request failed');
    else request.log.info(entry, 'request completed');
  }
}
