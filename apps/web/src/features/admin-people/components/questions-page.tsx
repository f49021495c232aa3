import {
  ADMIN_QUESTION_FILTERS,
  type AdminQuestion,
  type AdminQuestionFilter,
  type AdminQuestionSort,
} from '@grove/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type SortState } from '@/components/ui/data-table';
import { Tabs } from '@/components/ui/tabs';
import { useFormatDate } from '@/lib/use-format-date';
import { paths } from '@/lib/paths';
import { useQuestions } from '../api/get-questions';
import { AnswerDialog } from './answer-dialog';
import { HideDialog } from './hide-dialog';
import { Notice, PageHeader } from './page-header';

export const QUESTIONS_PAGE_SIZE = 20;

/** Investors' questions across businesses: the unanswered queue first, answer or hide each. */
export function QuestionsPage() {
  const { t } = useTranslation('admin-people');
  const formatDate = useFormatDate();
  const [filter, setFilter] = useState<AdminQuestionFilter>('unanswered');
  const [sort, setSort] = useState<SortState<AdminQuestionSort> | null>(null);
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<AdminQuestion | null>(null);
  const [hiding, setHiding] = useState<AdminQuestion | null>(null);
  // What was typed per question: kept through errors and closing the dialog.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const questions = useQuestions({
    filter,
    sort: sort?.key,
    order: sort?.direction,
    limit: QUESTIONS_PAGE_SIZE,
    offset: (page - 1) * QUESTIONS_PAGE_SIZE,
  });

  const actions = (q: AdminQuestion) =>
    q.hidden_at ? null : (
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button
          size="sm"
          variant={q.answer ? 'secondary' : 'primary'}
          onClick={() => setAnswering(q)}
          data-tour={q.answer ? undefined : 'answer'}
        >
          {q.answer ? t('questions.editAnswer') : t('questions.answer')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setHiding(q)}>
          {t('questions.hide')}
        </Button>
      </div>
    );
  const businessLink = (q: AdminQuestion) => (
    <Link className="font-medium text-brand-700 hover:underline" to={paths.adminProject.getHref(q.project_id)}>
      {q.project_name}
    </Link>
  );

  // On a phone the question's cell carries the business, the asker, the date and the actions.
  const columns: Column<AdminQuestion, AdminQuestionSort | 'question' | 'actions'>[] = [
    {
      key: 'asked_at',
      header: t('questions.columns.asked'),
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (q) => <span className="whitespace-nowrap">{formatDate(q.asked_at)}</span>,
    },
    {
      key: 'business',
      header: t('questions.columns.business'),
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (q) => (
        <div className="w-44 whitespace-normal">
          {businessLink(q)}
          <div className="mt-1 text-slate-700">{q.author}</div>
          {q.author_email ? <div className="text-xs break-all text-slate-500">{q.author_email}</div> : null}
        </div>
      ),
    },
    {
      key: 'question',
      header: t('questions.columns.question'),
      cell: (q) => (
        <div className="w-72 whitespace-normal sm:w-96 md:w-72 lg:w-80">
          <p className="mb-1 text-xs text-slate-500 md:hidden">
            {businessLink(q)} · {q.author} · <span className="whitespace-nowrap">{formatDate(q.asked_at)}</span>
          </p>
          <p className="whitespace-pre-wrap">{q.question}</p>
          {q.answer ? (
            <div className="mt-2 border-l-2 border-brand-300 pl-3 text-slate-600">
              <p className="text-xs font-semibold text-slate-500">
                {t('questions.answeredOn', { date: formatDate(q.answered_at) })}
              </p>
              <p className="whitespace-pre-wrap">{q.answer}</p>
            </div>
          ) : null}
          {q.hidden_at ? (
            <p className="mt-2 text-xs font-semibold text-red-700">
              {t('questions.hiddenOn', { date: formatDate(q.hidden_at) })}
            </p>
          ) : null}
          <div className="mt-3 md:hidden">{actions(q)}</div>
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('questions.columns.actions'),
      align: 'right',
      className: 'hidden md:table-cell',
      cell: actions,
    },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t('questions.title')} intro={t('questions.intro')} />
      {notice ? <Notice>{notice}</Notice> : null}
      <Tabs
        label={t('questions.tabs.label')}
        value={filter}
        onValueChange={(next) => {
          setFilter(next);
          setPage(1);
          setNotice(null);
        }}
        tabs={ADMIN_QUESTION_FILTERS.map((value) => ({
          value,
          label: t(`questions.tabs.${value}`),
          ...(value === filter && questions.data ? { count: questions.data.total } : {}),
        }))}
      >
        <DataTable
          caption={t('questions.caption')}
          columns={columns}
          rows={questions.data?.questions ?? []}
          rowKey={(q) => q.id}
          sort={sort}
          onSortChange={(next) => {
            setSort(next as SortState<AdminQuestionSort>);
            setPage(1);
          }}
          page={page}
          pageSize={QUESTIONS_PAGE_SIZE}
          total={questions.data?.total}
          onPageChange={setPage}
          loading={questions.isPending}
          empty={t(`questions.empty.${filter}`)}
        />
      </Tabs>
      {answering ? (
        <AnswerDialog
          question={answering}
          draft={drafts[answering.id] ?? answering.answer ?? ''}
          onDraftChange={(text) => setDrafts((all) => ({ ...all, [answering.id]: text }))}
          onClose={() => setAnswering(null)}
          onAnswered={() => {
            setDrafts(({ [answering.id]: _done, ...rest }) => rest);
            setAnswering(null);
            setNotice(t('questions.answerDialog.done'));
          }}
        />
      ) : null}
      {hiding ? (
        <HideDialog
          question={hiding}
          onClose={() => setHiding(null)}
          onHidden={() => {
            setHiding(null);
            setNotice(t('questions.hideDialog.done'));
          }}
        />
      ) : null}
    </div>
  );
}
