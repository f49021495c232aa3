const pages = import.meta.glob('../src/app/routes/admin-*.tsx');

/**
 * The console's chunks load on first visit: a test loads its pages once up front, so that its
 * findBy* wait for answers, not for code. For tests beside a feature, which may not import the app.
 */
export async function loadConsolePages(...names: `admin-${string}`[]): Promise<void> {
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    ...names.map((name) => {
      const load = pages[`../src/app/routes/${name}.tsx`];
      if (!load) throw new Error(`No console page module ${name}`);
      return load();
    }),
  ]);
}
