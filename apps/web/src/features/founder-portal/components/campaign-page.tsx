import type { FounderBusiness, FounderCampaign, FounderCampaignInput } from '@grove/contracts';
import { FOUNDER_CAMPAIGN_FIELDS } from '@grove/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useCampaign, useSaveCampaign, useSubmitForReview } from '../api/campaign';
import { Panel, QueryState } from './query-state';
import { RequestList } from './request-list';

/** What the campaign form needs; the console's business form is passed in by the route (features stay apart). */
export interface CampaignFormProps {
  defaultValues: FounderCampaign;
  onSubmit: (values: FounderCampaignInput) => Promise<unknown>;
  submitLabel: string;
}

/** Only the campaign's fields leave the form: the console's form may carry others. */
const campaignOnly = (values: FounderCampaignInput): FounderCampaignInput =>
  Object.fromEntries(FOUNDER_CAMPAIGN_FIELDS.map((field) => [field, values[field]])) as unknown as FounderCampaignInput;

/**
 * The campaign editor: a draft's edits are saved directly and the owners submit it for review;
 * once the business is live, each save is a change request an operator approves before
 * investors see it. The business's requests and the operators' answers are listed below.
 */
export function CampaignPage({
  business,
  renderForm,
}: {
  business: FounderBusiness;
  renderForm: (props: CampaignFormProps) => ReactNode;
}) {
  const { t } = useTranslation('founder-portal');
  const campaign = useCampaign(business.id);
  const save = useSaveCampaign(business.id);
  const [notice, setNotice] = useState<'applied' | 'requested' | null>(null);

  return (
    <QueryState query={campaign}>
      {(view) => {
        const draft = view.status === 'draft';
        const pendingReview = view.requests.find((r) => r.kind === 'review' && r.status === 'pending');
        const pendingEdits = view.requests.filter((r) => r.kind === 'edit' && r.status === 'pending').length;
        return (
          <div className="flex flex-col gap-6">
            <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="campaign-mode">
              {draft ? t('campaign.draftHint') : t('campaign.liveHint')}
              {!draft && pendingEdits > 0 ? (
                <p className="mt-1 font-medium text-amber-900">{t('campaign.pendingEdits', { count: pendingEdits })}</p>
              ) : null}
            </div>
            {notice ? (
              <p
                role="status"
                className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
              >
                {notice === 'applied' ? (
                  <CheckCircle2 className="size-4" aria-hidden />
                ) : (
                  <Clock className="size-4" aria-hidden />
                )}
                {t(`campaign.notice.${notice}`)}
              </p>
            ) : null}
            <div data-tour="campaign-editor">
              {renderForm({
                defaultValues: view.campaign,
                submitLabel: draft ? t('campaign.save') : t('campaign.sendForApproval'),
                onSubmit: async (values) => {
                  setNotice(null);
                  const saved = await save.mutateAsync(campaignOnly(values));
                  setNotice(saved.applied ? 'applied' : 'requested');
                },
              })}
            </div>
            {draft && business.role === 'owner' ? (
              <ReviewPanel businessId={business.id} waitingSince={pendingReview?.created_at ?? null} />
            ) : null}
            <Panel title={t('requests.title')}>
              <RequestList requests={view.requests} />
            </Panel>
          </div>
        );
      }}
    </QueryState>
  );
}

function ReviewPanel({ businessId, waitingSince }: { businessId: string; waitingSince: string | null }) {
  const { t } = useTranslation('founder-portal');
  const review = useSubmitForReview(businessId);
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <Panel title={t('campaign.review.title')} tour="campaign-review">
      {waitingSince ? (
        <p className="text-sm text-slate-700" role="status">
          {t('campaign.review.waiting')}
        </p>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            review.mutate({ note: note.trim() || undefined });
          }}
        >
          <p className="text-sm text-slate-600">{t('campaign.review.hint')}</p>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('campaign.review.note')}
          </label>
          <textarea
            id={id}
            rows={3}
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
            className={cn(inputClasses({ invalid: false }), 'h-auto py-2')}
          />
          {review.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(t, review.error, review.error.message)}
            </p>
          ) : null}
          <div>
            <Button type="submit" loading={review.isPending}>
              {t('campaign.review.submit')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
