import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function isLoopback(address: string | undefined): boolean {
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is how a dual-stack socket reports an IPv4 peer.
  const plain = (address ?? '').trim().replace(/^::ffff:(?=\d+\.)/i, '');
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every client address a proxy in front of us says it forwarded for. */
function forwardedFor(request: FastifyRequest): string[] {
  const addresses: string[] = [];
  const header = (name: string) => [request.headers[name] ?? []].flat().join(',');
  addresses.push(...header('x-forwarded-for').split(','), ...header('x-real-ip').split(','));
  for (const match of header('forwarded').matchAll(/for=("?)([^;,"]*)\1/gi)) {
    addresses.push(match[2]!.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1'));
  }
  return addresses.map((address) => address.trim()).filter(Boolean);
}

/**
 * The person at the machine the server runs on: the connection comes from loopback and,
 * if a proxy on this machine forwarded it, the client it names is local too. The socket
 * decides rather than X-Forwarded-For alone (anyone can send that header); the forwarding
 * headers only ever refuse, so a reverse proxy on the same host, with or without
 * TRUST_PROXY, does not open the development tools (the mailbox, the test clock, the sandbox's dashboard) to the clients it serves.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && forwardedFor(request).every(isLoopback);
}
