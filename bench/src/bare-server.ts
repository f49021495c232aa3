/**
 * The baseline: a bare Fastify server answering, from memory, the same bytes our
 * server answers for the measured routes. Started as its own process, so both
 * servers get the same treatment from the operating system.
 *   node --import tsx bare-server.ts <port> <file-with-json-responses>
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const [port = '0', file = ''] = process.argv.slice(2);
const responses = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
// Encoded once, as Grove's response cache keeps them: the baseline pays no per-request encoding either.
const bodies = Object.entries(responses).map(([url, body]) => [url, Buffer.from(body)] as const);
const app = Fastify({ logger: false });
for (const [url, body] of bodies) {
  const type =
    url.startsWith('/api/') || url === '/readyz' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  app.get(url.split('?')[0]!, async (_request, reply) => reply.type(type).send(body));
}
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
