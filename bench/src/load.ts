import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon on loopback: average req/s and p99 latency over the run. */
export async function load(
  url: string,
  options: {
    seconds: number;
    connections: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections,
    pipelining: 1,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
