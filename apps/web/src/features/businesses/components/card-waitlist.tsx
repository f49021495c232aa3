import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMyWaitlists } from '@/lib/waitlist';

/**
 * A fully reserved round on its card (issue 24): "Fully reserved: join the waitlist", and the
 * signed-in investor's place when they are in line (or the room held for them).
 */
export function CardWaitlist({ projectId }: { projectId: string }) {
  const { t } = useTranslation('businesses');
  const mine = useMyWaitlists();
  const entry = mine.data?.find((item) => item.project_id === projectId);
  return (
    <p
      className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
      data-testid="card-waitlist"
    >
      <Hourglass className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>
        {entry ? t('card.fullyReservedShort') : t('card.fullyReserved')}
        {entry ? (
          <span className="block font-semibold" data-testid="card-waitlist-place">
            {entry.state === 'offered' ? t('card.offerHeld') : t('card.inLine', { place: entry.place ?? 1 })}
          </span>
        ) : null}
      </span>
    </p>
  );
}
