import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One titled section of the details page; `id` is its anchor in the section navigation. */
export function DetailsSection({
  id,
  title,
  description,
  aside,
  children,
  className,
  estimate = '[contain-intrinsic-size:auto_30rem]',
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Something beside the title, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * The height the browser assumes while the section is off screen and not yet laid out
   * (`contain-intrinsic-size`). Near the real one, nothing below moves when the section is
   * first drawn: a jump to a later section's anchor lands where it should.
   */
  estimate?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        // Off screen, the browser skips its layout and painting until it comes near (the page's first load is lighter).
        'scroll-mt-32 lg:scroll-mt-40 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm [content-visibility:auto] sm:p-7',
        estimate,
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {description ? <p className="mt-1.5 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Paragraphs separated by blank lines, as the API sends long texts. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={cn('space-y-4 text-[15px] leading-relaxed break-words text-slate-700', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
