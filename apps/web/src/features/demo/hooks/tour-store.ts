import { DEMO_ROLES, type DemoRole } from '@grove/contracts';
import { create } from 'zustand';
import { storage } from '@/lib/storage';

/** Where the visitor is in the guided tour, kept in this browser so leaving and coming back resumes it. */
export interface TourPosition {
  /** The tour taken; null before one starts. */
  tour: DemoRole | null;
  step: number;
  /** False once the visitor left the tour; resuming opens it again at the same step. */
  open: boolean;
}

interface TourState extends TourPosition {
  start(tour: DemoRole): void;
  goTo(step: number): void;
  leave(): void;
  resume(): void;
}

export const TOUR_STORAGE_KEY = 'demo_tour';

function read(): TourPosition {
  try {
    const value = JSON.parse(storage.get(TOUR_STORAGE_KEY) ?? 'null') as Partial<TourPosition> | null;
    if (value && (DEMO_ROLES as readonly unknown[]).includes(value.tour) && Number.isInteger(value.step)) {
      return { tour: value.tour as DemoRole, step: Math.max(0, value.step!), open: value.open !== false };
    }
  } catch {
    // A value this version cannot read: no tour.
  }
  return { tour: null, step: 0, open: false };
}

export const useTour = create<TourState>()((set) => ({
  ...(typeof window === 'undefined' ? { tour: null, step: 0, open: false } : read()),
  start: (tour) => set({ tour, step: 0, open: true }),
  goTo: (step) => set({ step: Math.max(0, step), open: true }),
  leave: () => set({ open: false }),
  resume: () => set({ open: true }),
}));

useTour.subscribe(({ tour, step, open }) => storage.set(TOUR_STORAGE_KEY, JSON.stringify({ tour, step, open })));
