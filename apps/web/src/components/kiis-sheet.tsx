import { normalizeLanguage, type KiisSheet } from '@grove/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { kiisPdfHref } from '@/lib/kiis';
import { buttonClasses } from './ui/button';

/** The few lines an investor reads before investing (target, minimum, deadline, fees, reflection period). */
export function KiisKeyPoints({ sheet, className }: { sheet: KiisSheet; className?: string }) {
  return (
    <dl
      className={cn('grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]', className)}
      data-testid="kiis-key-points"
    >
      {sheet.key_points.map((point) => (
        <div key={point.label} className="contents">
          <dt className="text-slate-600">{point.label}</dt>
          <dd className="mb-1 font-semibold break-words text-slate-900 sm:mb-0">{point.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The whole sheet, parts A to F, as the server laid it out (the same content as its PDF). */
export function KiisSheetBody({ sheet }: { sheet: KiisSheet }) {
  return (
    <div className="flex flex-col gap-3 text-sm leading-relaxed text-slate-700" data-testid="kiis-sheet">
      <p className="text-slate-600">{sheet.intro}</p>
      {sheet.blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h3 key={index} className="mt-3 text-base font-semibold text-slate-900">
              {block.text}
            </h3>
          );
        }
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
        return (
          <dl key={index} className="grid gap-x-6 gap-y-1.5 sm:grid-cols-[minmax(0,14rem)_1fr]">
            {block.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-600">{row.label}</dt>
                <dd className="mb-1 font-medium break-words text-slate-900 sm:mb-0">{row.value}</dd>
              </div>
            ))}
          </dl>
        );
      })}
    </div>
  );
}

/** A link that downloads a version of the sheet as a PDF in the interface's language (public: a plain link). */
export function KiisPdfLink({
  projectId,
  version,
  label,
  className,
}: {
  projectId: string;
  version?: number;
  label: string;
  className?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <a
      href={kiisPdfHref(projectId, normalizeLanguage(i18n.language), version)}
      download
      className={cn(buttonClasses('secondary', 'sm'), className)}
      data-testid="kiis-pdf"
    >
      <Download className="size-4" aria-hidden />
      {label}
    </a>
  );
}
