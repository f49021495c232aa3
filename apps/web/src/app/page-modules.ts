/**
 * The pages visitors most often arrive on. The router loads them lazily like every
 * page; on a first load at their address, early-start.ts starts them sooner.
 */
export const pageModules = {
  landing: () => import('./routes/landing'),
  businesses: () => import('./routes/businesses'),
  business: () => import('./routes/business'),
};
