import {
  normalizeLanguage,
  type AdminQuestion,
  type AdminQuestionList,
  type AdminQuestionsQuery,
  type FounderQuestionList,
  type Language,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { Localized } from '../../db/schema/projects.js';
import type { World } from '../../lib/demo-world.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  countUnansweredQuestions,
  findQuestionContext,
  listQuestionsForModeration,
  listQuestionsOfProject,
  lockQuestion,
  updateQuestion,
  type QuestionRow,
} from './questions.repository.js';

const questionNotFound = () => notFound('Question not found');

/**
 * Operators' side of a business's Q&A: the queue of unanswered questions across businesses,
 * answering (which publishes the question and tells the asker) and hiding abusive ones.
 */
export function createQuestionsService({ db, catalogueChanged }: { db: Db; catalogueChanged: () => void }) {
  function present(
    row: QuestionRow,
    projectName: Localized | null,
    authorEmail: string | null,
    language: Language,
  ): AdminQuestion {
    return {
      id: row.id,
      project_id: row.projectId,
      project_name: projectName?.[language] || projectName?.en || row.projectId,
      author: row.authorName,
      author_email: authorEmail,
      language: normalizeLanguage(row.language),
      question: row.question,
      answer: row.answer,
      asked_at: row.createdAt.toISOString(),
      answered_at: row.answeredAt?.toISOString() ?? null,
      hidden_at: row.hiddenAt?.toISOString() ?? null,
    };
  }

  return {
    /** The questions of the operator's world: the platform's businesses, or a demo operator's visit's. */
    async list(query: AdminQuestionsQuery, language: Language, world: World): Promise<AdminQuestionList> {
      const { rows, total } = await listQuestionsForModeration(db, {
        world,
        filter: query.filter ?? 'unanswered',
        sort: query.sort ?? 'asked_at',
        // The queue reads oldest first: whoever waited longest is answered first.
        order: query.order ?? ((query.filter ?? 'unanswered') === 'unanswered' ? 'asc' : 'desc'),
        language,
        limit: query.limit ?? 50,
        offset: query.offset ?? 0,
      });
      return {
        questions: rows.map((r) => present(r.question, r.projectName, r.authorEmail, language)),
        total,
      };
    },

    /** One business's questions for its team (founders' portal): the asker is not named. */
    async listOfProject(projectId: string): Promise<FounderQuestionList> {
      const rows = await listQuestionsOfProject(db, projectId, 200);
      return {
        questions: rows.map((row) => ({
          id: row.id,
          question: row.question,
          language: normalizeLanguage(row.language),
          answer: row.answer,
          asked_at: row.createdAt.toISOString(),
          answered_at: row.answeredAt?.toISOString() ?? null,
        })),
      };
    },

    unansweredCount: (world: World = null) => countUnansweredQuestions(db, world),

    /**
     * Publishes the answer on the business page and tells the asker in their language, the
     * first time; answering again corrects the published text without telling them twice.
     */
    async answer(
      operatorId: string,
      id: string,
      answer: string,
      language: Language,
      /** A founder answers only their own business's questions: another's answers 404. */
      scope?: { projectId: string },
    ): Promise<AdminQuestion> {
      const result = await db.transaction(async (tx) => {
        const before = await lockQuestion(tx, id);
        if (!before || (scope && before.projectId !== scope.projectId)) throw questionNotFound();
        if (before.hiddenAt) throw new AppError('CONFLICT', 'This question is hidden and cannot be answered.');
        const after = await updateQuestion(tx, id, {
          answer,
          answeredAt: before.answeredAt ?? new Date(),
          moderatorId: operatorId,
        });
        const { projectName, asker } = await findQuestionContext(tx, after);
        await recordAudit(tx, {
          actorId: operatorId,
          action: 'question.answer',
          targetType: 'question',
          targetId: id,
          before: { answer: before.answer, answered_at: before.answeredAt?.toISOString() ?? null },
          after: { answer: after.answer, answered_at: after.answeredAt?.toISOString() ?? null },
        });
        if (asker && before.answer === null) {
          const askerLanguage = normalizeLanguage(asker.language);
          await notify(tx, {
            user: asker,
            type: 'question_answered',
            params: {
              project_id: after.projectId,
              project_name: projectName?.[askerLanguage] || projectName?.en || null,
            },
            link: `/business/${encodeURIComponent(after.projectId)}`,
          });
        }
        return present(after, projectName, asker?.email ?? null, language);
      });
      catalogueChanged();
      return result;
    },

    /** Hides an abusive question: never public again, answered or not, and out of the queue. */
    async hide(operatorId: string, id: string, language: Language): Promise<AdminQuestion> {
      const result = await db.transaction(async (tx) => {
        const before = await lockQuestion(tx, id);
        if (!before) throw questionNotFound();
        const after = before.hiddenAt
          ? before
          : await updateQuestion(tx, id, { hiddenAt: new Date(), moderatorId: operatorId });
        if (!before.hiddenAt) {
          await recordAudit(tx, {
            actorId: operatorId,
            action: 'question.hide',
            targetType: 'question',
            targetId: id,
            before: { hidden_at: null, answered: before.answer !== null },
            after: { hidden_at: after.hiddenAt?.toISOString() ?? null, answered: after.answer !== null },
          });
        }
        const { projectName, asker } = await findQuestionContext(tx, after);
        return present(after, projectName, asker?.email ?? null, language);
      });
      catalogueChanged();
      return result;
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
