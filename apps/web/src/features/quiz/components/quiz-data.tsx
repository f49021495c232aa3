import type { Quiz } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { quizQueryOptions, useQuizLanguage } from '../api/quiz-api';

/** Loads the quiz in the reader's language; shows a loader, or the error with a retry, meanwhile. */
export function WithQuiz({ children }: { children: (quiz: Quiz) => ReactNode }) {
  const { t } = useTranslation('quiz');
  const language = useQuizLanguage();
  const query = useQuery(quizQueryOptions(language));
  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
      >
        <CircleAlert className="size-7 text-red-700" aria-hidden />
        <p className="mt-3 font-semibold text-red-900">{t('loadFailed')}</p>
        <p className="mt-1 text-sm text-red-800">{errorText(t, query.error, t('loadFailed'))}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()} loading={query.isFetching}>
          {query.isFetching ? null : <RotateCw className="size-4" aria-hidden />}
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
