/**
 * Pages whose code (and texts) are downloading, for the progress bar at the top.
 * Declarative routing has no navigation state, so the lazy pages report here.
 */
let pending = 0;
const listeners = new Set<() => void>();

// Loads start while React renders; listeners hear about it just after, never during a render.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

export const pageLoads = {
  track<T>(load: Promise<T>): Promise<T> {
    pending += 1;
    notify();
    return load.finally(() => {
      pending -= 1;
      notify();
    });
  },
  isLoading: () => pending > 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
