import type { ProjectDetails } from '@grove/contracts';
import { LANGUAGES, PAYOUT_STATUSES_ALLOWED, type Language } from '@grove/contracts';
import { ArrowLeft, ArrowRightLeft, Banknote, Eye, Rocket, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useAdminProject } from '../api/get-admin-project';
import { useProjectPreview } from '../api/get-project-preview';
import { usePublishAdminProject } from '../api/publish-admin-project';
import { useSaveAdminProject } from '../api/save-admin-project';
import { fieldMessage } from '../utils/field-messages';
import { blankProjectForm, fromLocalInput, projectToForm, toLocalInput } from '../utils/form-values';
import { KiisPanel } from './kiis-panel';
import { MediaManager } from './media-manager';
import { OpeningPanel, OpeningTimeInput } from './opening-panel';
import { RevenueTermsPanel } from './revenue-terms-panel';
import { fieldName, ProjectForm } from './project-form';

function PageFrame({
  title,
  back,
  aside,
  children,
}: {
  title: ReactNode;
  back: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-projects');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('backToList')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900">{title}</h1>
        {aside}
      </div>
      {children}
    </div>
  );
}

/**
 * Publishes a draft after the operator confirms in the app's dialog, with its opening time (empty:
 * at once); the server lists what is still missing.
 */
function PublishButton({ id, name, opensAt }: { id: string; name: string; opensAt: string | null }) {
  const { t } = useTranslation('admin-projects');
  const publish = usePublishAdminProject(id);
  const [confirming, setConfirming] = useState(false);
  const [opening, setOpening] = useState('');
  const fields = publish.error instanceof ApiError ? publish.error.fields : [];
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="subtle"
        data-tour="publish"
        loading={publish.isPending}
        onClick={() => {
          setOpening(toLocalInput(opensAt));
          setConfirming(true);
        }}
      >
        <Rocket className="size-4" aria-hidden />
        {t('publish.button')}
      </Button>
      {publish.isError ? (
        <div role="alert" className="max-w-sm text-right text-sm text-red-700" data-testid="publish-errors">
          {fields.length > 0 ? (
            <ul className="space-y-0.5">
              {fields.map((field) => (
                <li key={field.path}>
                  <span className="font-medium">{fieldName(t, field.path)}</span>: {fieldMessage(t, field.message)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{errorText(t, publish.error, t('publish.failed'))}</p>
          )}
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('publish.title')}
        description={opening ? t('publish.confirmOpening') : t('publish.confirm')}
        closeLabel={t('publish.close')}
        icon={<Rocket className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('publish.cancel')}
            </Button>
            <Button
              data-testid="publish-confirm"
              onClick={() => {
                setConfirming(false);
                publish.mutate(opening ? fromLocalInput(opening) : null);
              }}
            >
              {t('publish.confirmButton')}
            </Button>
          </>
        }
      >
        <p className="rounded-lg bg-slate-50 p-3 text-sm font-semibold break-words text-slate-900">{name}</p>
        <div className="mt-4">
          <OpeningTimeInput
            value={opening}
            onChange={setOpening}
            label={t('opening.publishLabel')}
            hint={t('opening.publishHint')}
          />
        </div>
      </Dialog>
    </div>
  );
}

/** /admin/projects/new */
export function NewProjectPage() {
  const { t } = useTranslation('admin-projects');
  const navigate = useNavigate();
  const save = useSaveAdminProject(null);
  return (
    <PageFrame title={t('new.title')} back={paths.adminProjects.getHref()}>
      <title>{t('new.title')}</title>
      <p className="text-sm text-slate-600">{t('new.hint')}</p>
      <ProjectForm
        isNew
        defaultValues={blankProjectForm()}
        submitLabel={t('new.submit')}
        onSubmit={async (values) => {
          const project = await save.mutateAsync(values);
          void navigate(paths.adminProject.getHref(project.id));
        }}
      />
    </PageFrame>
  );
}

/** /admin/projects/:id: every field, the key information sheet's review, media and documents, preview and publish. */
export function EditProjectPage() {
  const { t } = useTranslation('admin-projects');
  const { id = '' } = useParams();
  const project = useAdminProject(id);
  const save = useSaveAdminProject(id);
  const [saved, setSaved] = useState(false);

  if (project.isPending) return <PageLoader label={t('loading', { ns: 'common' })} />;
  if (project.isError) {
    return (
      <PageFrame title={t('edit.notFound')} back={paths.adminProjects.getHref()}>
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, project.error, t('edit.loadFailed'))}
        </p>
      </PageFrame>
    );
  }
  const data = project.data;
  return (
    <PageFrame
      title={data.name.en || data.id}
      back={paths.adminProjects.getHref()}
      aside={
        <div className="flex flex-wrap items-start gap-2">
          <ProjectStatusBadge status={data.status} className="mt-2" />
          <ButtonLink variant="secondary" to={paths.adminProjectPreview.getHref(id)}>
            <Eye className="size-4" aria-hidden />
            {t('preview.open')}
          </ButtonLink>
          {data.status === 'draft' ? (
            <PublishButton id={id} name={data.name.en || data.id} opensAt={data.opens_at} />
          ) : (
            <>
              <ButtonLink variant="secondary" to={paths.adminProjectStatus.getHref(id)}>
                <ArrowRightLeft className="size-4" aria-hidden />
                {t('edit.lifecycle')}
              </ButtonLink>
              <ButtonLink variant="secondary" to={paths.adminProjectInvestors.getHref(id)}>
                <Users className="size-4" aria-hidden />
                {t('edit.investors')}
              </ButtonLink>
              {(PAYOUT_STATUSES_ALLOWED as readonly string[]).includes(data.status) ? (
                <ButtonLink variant="secondary" to={paths.adminProjectPayouts.getHref(id)}>
                  <Banknote className="size-4" aria-hidden />
                  {t('edit.payouts')}
                </ButtonLink>
              ) : null}
            </>
          )}
        </div>
      }
    >
      <title>{t('edit.title', { name: data.name.en })}</title>
      <OpeningPanel key={`${data.id}|${data.published_at ?? ''}`} project={data} />
      <KiisPanel projectId={data.id} />
      <RevenueTermsPanel key={`${data.id}|${data.published_at ?? ''}`} projectId={data.id} />
      <MediaManager project={data} />
      {/* A new key after each save: the form restarts from what the server stored. */}
      <ProjectForm
        key={data.updated_at}
        isNew={false}
        defaultValues={projectToForm(data)}
        submitLabel={t('edit.submit')}
        actions={
          saved ? (
            <span role="status" className="text-sm text-brand-800">
              {t('edit.saved')}
            </span>
          ) : null
        }
        onSubmit={async (values) => {
          setSaved(false);
          await save.mutateAsync(values);
          setSaved(true);
        }}
      />
    </PageFrame>
  );
}

/**
 * /admin/projects/:id/preview: the business page exactly as investors will see it, in each
 * language. The page itself belongs to the businesses feature; the app hands it in.
 */
export function ProjectPreviewPage({ renderBusiness }: { renderBusiness: (project: ProjectDetails) => ReactNode }) {
  const { t } = useTranslation('admin-projects');
  const { id = '' } = useParams();
  const [language, setLanguage] = useState<Language>('en');
  const project = useAdminProject(id);
  const preview = useProjectPreview(id, language);
  return (
    <div className="flex flex-col">
      <title>{t('preview.title')}</title>
      <div className="sticky top-14 z-30 flex flex-wrap items-center justify-between gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 lg:top-0">
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={paths.adminProject.getHref(id)}
            className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('preview.back')}
          </Link>
          <p className="text-sm font-semibold text-amber-900">{t('preview.banner')}</p>
          {project.data ? <ProjectStatusBadge status={project.data.status} /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t('form.languages')} className="flex gap-1">
            {LANGUAGES.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={language === value}
                onClick={() => setLanguage(value)}
                className={cn(
                  'h-9 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset',
                  language === value
                    ? 'bg-slate-900 text-white ring-slate-900'
                    : 'bg-white text-slate-800 ring-slate-300',
                )}
              >
                {LANGUAGE_NAMES[value]}
              </button>
            ))}
          </div>
          {project.data?.status === 'draft' ? (
            <PublishButton id={id} name={project.data.name.en || id} opensAt={project.data.opens_at} />
          ) : null}
        </div>
      </div>
      <div lang={language} className="bg-slate-50">
        {preview.data ? (
          renderBusiness(preview.data)
        ) : preview.isError ? (
          <p role="alert" className="p-6 text-sm text-red-700">
            {errorText(t, preview.error, t('preview.failed'))}
          </p>
        ) : (
          <PageLoader label={t('loading', { ns: 'common' })} />
        )}
      </div>
    </div>
  );
}
