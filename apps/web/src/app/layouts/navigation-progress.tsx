import { useSyncExternalStore } from 'react';
import { pageLoads } from '../page-loads';

/** A thin bar at the top while the next page's code and texts load. */
export function NavigationProgress() {
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.isLoading, () => false);
  if (!loading) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100" role="progressbar" aria-hidden>
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}
