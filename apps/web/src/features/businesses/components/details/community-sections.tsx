import type { ProjectDetails } from '@grove/contracts';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/use-format-date';
import { DetailsSection, Paragraphs } from './section';

const INITIAL_UPDATES = 3;

/** Spec §2 updates: newest first, each with its date, title and text. */
export function UpdatesSection({ updates }: { updates: ProjectDetails['updates'] }) {
  const { t } = useTranslation('business');
  const formatDate = useFormatDate();
  const [all, setAll] = useState(false);
  const shown = all ? updates : updates.slice(0, INITIAL_UPDATES);
  return (
    <DetailsSection
      id="updates"
      title={t('sections.updates')}
      aside={
        updates.length ? (
          <span className="text-sm text-slate-500">{t('updates.count', { count: updates.length })}</span>
        ) : null
      }
    >
      {updates.length === 0 ? (
        <p className="text-sm text-slate-600">{t('updates.empty')}</p>
      ) : (
        <>
          <ol className="relative space-y-6 border-l-2 border-slate-100 pl-6" data-testid="updates-list">
            {shown.map((update) => (
              <li key={update.id} className="relative">
                <span
                  aria-hidden
                  className="absolute top-1 -left-[33px] flex size-4 items-center justify-center rounded-full bg-white ring-2 ring-brand-600"
                >
                  <span className="size-1.5 rounded-full bg-brand-600" />
                </span>
                <article>
                  <time
                    dateTime={update.published_at}
                    className="text-xs font-semibold tracking-wide text-brand-700 uppercase"
                  >
                    {formatDate(update.published_at, 'long')}
                  </time>
                  <h3 className="mt-1 font-semibold break-words text-slate-900">{update.title}</h3>
                  {update.image ? (
                    <img
                      src={update.image}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="mt-3 max-h-72 w-full rounded-lg object-cover"
                    />
                  ) : null}
                  <Paragraphs text={update.body} className="mt-2 text-sm" />
                </article>
              </li>
            ))}
          </ol>
          {updates.length > INITIAL_UPDATES ? (
            <button
              type="button"
              onClick={() => setAll((value) => !value)}
              aria-expanded={all}
              className="mt-5 inline-flex cursor-pointer items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              {all ? t('updates.showFewer') : t('updates.showAll', { count: updates.length })}
              <ChevronDown className={all ? 'size-4 rotate-180' : 'size-4'} aria-hidden />
            </button>
          ) : null}
        </>
      )}
    </DetailsSection>
  );
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '•';
}

/** Spec §2 team: photo (or initials), name, role, biography and LinkedIn. */
export function TeamSection({ team }: { team: ProjectDetails['team'] }) {
  const { t } = useTranslation('business');
  return (
    <DetailsSection id="team" title={t('sections.team')}>
      {team.length === 0 ? (
        <p className="text-sm text-slate-600">{t('team.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="team-list">
          {team.map((member) => (
            <li key={member.name} className="flex min-w-0 gap-4 rounded-xl border border-slate-200 p-4">
              {member.photo ? (
                <img
                  src={member.photo}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                >
                  {initialsOf(member.name)}
                </span>
              )}
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                {member.bio ? (
                  <p className="mt-2 text-sm leading-relaxed break-words text-slate-600">{member.bio}</p>
                ) : null}
                {member.linkedin_url && /^https?:\/\//i.test(member.linkedin_url) ? (
                  <a
                    href={member.linkedin_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {t('team.linkedin')}
                    <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">
                      {' '}
                      {t('team.linkedinOf', { name: member.name })} {t('opensInNewTab')}
                    </span>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailsSection>
  );
}

/** Spec §2: the business's FAQ as an accordion (native disclosure widgets). */
export function FaqSection({ faq }: { faq: ProjectDetails['faq'] }) {
  const { t } = useTranslation('business');
  if (faq.length === 0) return null;
  return (
    <DetailsSection id="faq" title={t('sections.faq')}>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="faq-list">
        {faq.map((item) => (
          <details key={item.question} name="business-faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 break-words">{item.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <Paragraphs text={item.answer} className="px-4 pb-4 text-sm" />
          </details>
        ))}
      </div>
    </DetailsSection>
  );
}
