/**
 * A small closed-loop load (autocannon) on a few addresses, in a process of its own so that it and
 * the launch's virtual investors do not share an event loop. Runs until the parent sends 'stop',
 * then sends back each address's figures and exits.
 *   node --import tsx side-load.ts '<json: { urls: string[], connections: number }>'
 */
import autocannon from 'autocannon';

export interface SideLoadFigures {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const { urls, connections } = JSON.parse(process.argv[2] ?? '{}') as { urls: string[]; connections: number };
const runs = urls.map((url) => {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<SideLoadFigures>((resolve, reject) => {
    // Runs until stopped: the duration is only an upper bound.
    instance = autocannon({ url, connections, pipelining: 1, duration: 3_600 }, (error, result) => {
      if (error) return reject(error);
      resolve({
        url,
        requestsPerSecond: result.duration > 0 ? Math.round(result.requests.total / result.duration) : 0,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
  return { stop: () => instance?.stop(), done };
});
process.send?.('ready');
process.once('message', () => {
  for (const run of runs) run.stop();
  void Promise.all(runs.map((run) => run.done)).then((figures) => {
    process.send?.(figures, () => process.exit(0));
  });
});
