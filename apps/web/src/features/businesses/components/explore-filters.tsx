import { PROJECT_CATEGORIES, type ExploreQuery, type ProjectSort } from '@grove/contracts';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { activeFilterCount, EXPLORE_SORTS, withoutFilters } from '../utils/explore-query';
import { categoryLabel } from '../utils/labels';

const selectClasses = cn(inputClasses(), 'cursor-pointer pr-8');

/** A whole number typed into a ticket field; anything else is no bound. */
const wholeOrNothing = (value: string): number | undefined =>
  /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;

/**
 * A field's typed text, started from (and reset to) `value` whenever the address changes it:
 * Back and Forward, or a cleared filter, show the address's value again.
 */
function useDraft(value: string): [string, (draft: string) => void] {
  const [state, setState] = useState({ value, draft: value });
  if (state.value !== value) {
    setState({ value, draft: value });
    return [value, (draft) => setState({ value, draft })];
  }
  return [state.draft, (draft) => setState((current) => ({ ...current, draft }))];
}

function Labelled({
  label,
  children,
  className,
  hideLabel = false,
}: {
  label: string;
  children: (id: string) => ReactNode;
  className?: string | undefined;
  /** Read by screen readers only, where the control's value says enough on screen. */
  hideLabel?: boolean | undefined;
}) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The search box: it applies on Enter or its button, so typing doesn't fill the history. */
export function ExploreSearch({ query, onChange }: { query: ExploreQuery; onChange: (next: ExploreQuery) => void }) {
  const { t } = useTranslation('businesses');
  const [draft, setDraft] = useDraft(query.q ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    onChange({ ...query, q: q || undefined, page: 1 });
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('explore.search.label')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          name="q"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('explore.search.placeholder')}
          className={inputClasses({ leading: true })}
          data-testid="explore-search"
        />
      </div>
      <Button type="submit" variant="primary">
        {t('explore.search.submit')}
      </Button>
    </form>
  );
}

/**
 * Category, location, ticket range and order. Choices apply at once; typed fields when the
 * person presses Enter or leaves the field. Each change is a step in the history.
 */
/** A whole amount of money typed as digits only (a ticket bound). */
function TicketInput({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  onBlur: (() => void) | undefined;
  placeholder: string;
}) {
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      value={value}
      maxLength={9}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      onBlur={onBlur}
      className={inputClasses()}
    />
  );
}

function FilterFields({
  query,
  onChange,
  layout,
  onApply,
}: {
  query: ExploreQuery;
  onChange: (next: ExploreQuery) => void;
  layout: 'bar' | 'sheet';
  /** The sheet's button: everything chosen in it, at once. */
  onApply?: (next: ExploreQuery) => void;
}) {
  const { t } = useTranslation('businesses');
  const [location, setLocation] = useDraft(query.location ?? '');
  const [ticketMin, setTicketMin] = useDraft(query.ticketMin?.toString() ?? '');
  const [ticketMax, setTicketMax] = useDraft(query.ticketMax?.toString() ?? '');

  const typed = (): ExploreQuery => {
    let min = wholeOrNothing(ticketMin);
    let max = wholeOrNothing(ticketMax);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    return { ...query, location: location.trim() || undefined, ticketMin: min, ticketMax: max, page: 1 };
  };
  const blurApplies = layout === 'bar' ? () => applyTyped() : undefined;
  const applyTyped = () => {
    const next = typed();
    if (next.location !== query.location || next.ticketMin !== query.ticketMin || next.ticketMax !== query.ticketMax)
      onChange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onApply) onApply(typed());
    else applyTyped();
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('explore.filters.label')}
      className={cn(
        'grid gap-4',
        layout === 'bar' ? 'grid-cols-[repeat(5,minmax(0,1fr))] items-end gap-3' : 'grid-cols-2',
      )}
    >
      <Labelled label={t('explore.filters.category')} className={layout === 'sheet' ? 'col-span-2' : undefined}>
        {(id) => (
          <select
            id={id}
            value={query.category ?? ''}
            onChange={(event) => onChange({ ...typed(), category: event.target.value || undefined })}
            className={selectClasses}
          >
            <option value="">{t('explore.filters.anyCategory')}</option>
            {PROJECT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(t, category)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t('explore.filters.location')} className={layout === 'sheet' ? 'col-span-2' : undefined}>
        {(id) => (
          <input
            id={id}
            type="text"
            value={location}
            maxLength={100}
            placeholder={t('explore.filters.locationPlaceholder')}
            onChange={(event) => setLocation(event.target.value)}
            onBlur={layout === 'bar' ? applyTyped : undefined}
            className={inputClasses()}
          />
        )}
      </Labelled>
      <Labelled label={t('explore.filters.ticketMin')}>
        {(id) => <TicketInput id={id} value={ticketMin} onChange={setTicketMin} onBlur={blurApplies} placeholder="0" />}
      </Labelled>
      <Labelled label={t('explore.filters.ticketMax')}>
        {(id) => (
          <TicketInput
            id={id}
            value={ticketMax}
            onChange={setTicketMax}
            onBlur={blurApplies}
            placeholder={t('explore.filters.noLimit')}
          />
        )}
      </Labelled>
      {layout === 'bar' ? (
        <SortSelect query={query} onChange={(next) => onChange({ ...typed(), sort: next.sort })} />
      ) : null}
      {layout === 'sheet' ? (
        <Button type="submit" className="col-span-2">
          {t('explore.filters.apply')}
        </Button>
      ) : (
        // Enter in a typed field applies it; the bar needs no visible button for that.
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden>
          {t('explore.filters.apply')}
        </button>
      )}
    </form>
  );
}

function SortSelect({
  query,
  onChange,
  className,
  hideLabel,
}: {
  query: ExploreQuery;
  onChange: (next: ExploreQuery) => void;
  className?: string | undefined;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation('businesses');
  return (
    <Labelled label={t('explore.sort.label')} className={className} hideLabel={hideLabel}>
      {(id) => (
        <select
          id={id}
          value={query.sort}
          onChange={(event) => onChange({ ...query, sort: event.target.value as ProjectSort, page: 1 })}
          className={selectClasses}
          data-testid="explore-sort"
        >
          {EXPLORE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`explore.sort.${sort}`)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/**
 * The filters: a bar on a wide screen; on a phone a Filters button (with how many apply) that
 * opens them in a dialog, so the list starts near the top of the screen.
 */
export function ExploreFilters({ query, onChange }: { query: ExploreQuery; onChange: (next: ExploreQuery) => void }) {
  const { t } = useTranslation('businesses');
  const [open, setOpen] = useState(false);
  // The sheet's choices wait for its button.
  const [draft, setDraft] = useState(query);
  const openSheet = () => {
    setDraft(query);
    setOpen(true);
  };
  const active = activeFilterCount({ ...query, q: undefined });
  const anyActive = activeFilterCount(query) > 0;
  return (
    <>
      <div className="mt-4 hidden lg:block" data-testid="explore-filter-bar">
        <FilterFields query={query} onChange={onChange} layout="bar" />
      </div>
      <div className="mt-3 flex items-center gap-2 lg:hidden">
        <Button variant="secondary" onClick={openSheet} aria-haspopup="dialog" data-testid="explore-filters-open">
          <SlidersHorizontal className="size-4" aria-hidden />
          {active > 0 ? t('explore.filters.openWithCount', { count: active }) : t('explore.filters.open')}
        </Button>
        <SortSelect query={query} onChange={onChange} className="flex-1" hideLabel />
      </div>
      {anyActive ? (
        <div className="mt-3">
          <Button variant="link" onClick={() => onChange(withoutFilters(query))} data-testid="explore-clear">
            {t('explore.filters.clear')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('explore.filters.title')}
        closeLabel={t('explore.filters.close')}
      >
        <FilterFields
          query={draft}
          onChange={setDraft}
          onApply={(next) => {
            setOpen(false);
            onChange(next);
          }}
          layout="sheet"
        />
      </Dialog>
    </>
  );
}
