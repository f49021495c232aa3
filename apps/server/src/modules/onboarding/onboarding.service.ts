import {
  DECLARATION_VALID_DAYS,
  FINANCES_CURRENCY,
  fromMinorUnits,
  INCORRECT_ANSWER_MESSAGE,
  lossBearingMinor,
  SOPHISTICATED_CRITERIA,
  toMinorUnits,
  type Language,
  type Quiz,
  type QuizSubmission,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { notify } from '../notifications/notifications.service.js';
import { toUserDto } from '../users/users.mapper.js';
import { expireSophisticatedDeclarations, lockUserById, updateUser, type UserRow } from '../users/users.repository.js';
import { findLatestQuizSubmission, insertQuizSubmission } from './onboarding.repository.js';
import { CRITERIA_TEXT, QUIZ_QUESTIONS } from './quiz-content.js';

/** The quiz asks amounts in US dollars (contracts' FINANCES_CURRENCY; its schema refuses finer than a cent). */
const CURRENCY = FINANCES_CURRENCY;
const byId = new Map(QUIZ_QUESTIONS.map((question) => [question.id, question]));

export function isCorrect(questionId: string, optionId: string): boolean {
  return byId.get(questionId)?.answer === optionId;
}

export function createOnboardingService({
  db,
  criteriaRequired,
  advisedShareBp,
}: {
  db: Db;
  criteriaRequired: 1 | 2;
  /** The share of liquid assets advised as the most per investment (ADVISED_MAX_SHARE_BP). */
  advisedShareBp: number;
}) {
  return {
    quiz(language: Language): Quiz {
      return {
        questions: QUIZ_QUESTIONS.map((question) => ({
          id: question.id,
          text: question.text[language],
          options: question.options.map((option) => ({ id: option.id, text: option.text[language] })),
        })),
        criteria: SOPHISTICATED_CRITERIA.map((id) => ({ id, text: CRITERIA_TEXT[id][language] })),
        criteria_required: criteriaRequired,
        currency: CURRENCY,
        advised_share_bp: advisedShareBp,
      };
    },

    check(questionId: string, optionId: string): { correct: boolean } {
      if (!byId.has(questionId)) throw new AppError('NOT_FOUND', 'Unknown question');
      return { correct: isCorrect(questionId, optionId) };
    },

    /**
     * Completes the quiz: every question answered correctly, consent given, and a
     * sophisticated declaration meeting the configured number of criteria. Stores
     * the submission with its date, sets the investor type and onboarding status.
     */
    async submit(user: UserRow, submission: QuizSubmission & { consent: true }) {
      const answered = new Map(submission.answers.map((answer) => [answer.question_id, answer.option_id]));
      const wrong = QUIZ_QUESTIONS.find((question) => answered.get(question.id) !== question.answer);
      if (wrong) throw new AppError('INCORRECT_ANSWER', INCORRECT_ANSWER_MESSAGE);

      const criteria = [...new Set(submission.criteria ?? [])];
      const sophisticated = submission.investor_type === 'sophisticated_investor';
      if (sophisticated && criteria.length < criteriaRequired) {
        throw new AppError(
          'DECLARATION_INVALID',
          criteriaRequired === 1
            ? 'A sophisticated investor must meet at least one of the criteria'
            : `A sophisticated investor must meet at least ${criteriaRequired} of the criteria`,
        );
      }

      // The request schema refused amounts finer than a cent (400), so this conversion is exact.
      const minor = (major: number) => toMinorUnits(major, CURRENCY);
      const income = minor(submission.finances.net_annual_income);
      const liquid = minor(submission.finances.liquid_assets);
      const commitments = minor(submission.finances.annual_commitments);
      const estimate = lossBearingMinor({ income, liquid, commitments }, advisedShareBp);
      const now = new Date();

      const updated = await db.transaction(async (tx) => {
        // Concurrent submits queue on the user's row: only the one that changes the status
        // to passed tells the person (one notification, one e-mail).
        const before = await lockUserById(tx, user.id);
        if (!before) throw new AppError('UNAUTHORIZED', 'Please sign in again');
        await insertQuizSubmission(tx, {
          userId: user.id,
          investorType: submission.investor_type,
          criteria: sophisticated ? criteria : [],
          answers: submission.answers,
          currency: CURRENCY,
          netAnnualIncomeMinor: income,
          liquidAssetsMinor: liquid,
          annualCommitmentsMinor: commitments,
          lossCapacityMinor: estimate.capacity,
          consentedAt: now,
        });
        const row = await updateUser(tx, user.id, {
          onboardingStatus: 'passed',
          investorType: submission.investor_type,
          investorDeclaredAt: now,
          netWorthMinor: estimate.capacity,
        });
        if (before.onboardingStatus !== 'passed') {
          await notify(tx, { user: row!, type: 'quiz_passed', link: '/verification' });
        }
        return row!;
      });

      return {
        user: toUserDto(updated),
        loss_bearing: {
          capacity: fromMinorUnits(estimate.capacity, CURRENCY),
          affordable_loss: fromMinorUnits(estimate.affordableLoss, CURRENCY),
          advised_max_investment: fromMinorUnits(estimate.advisedMaxInvestment, CURRENCY),
          currency: CURRENCY,
        },
      };
    },

    /** The finances of the investor's latest quiz, in minor units (the payment limits read them). */
    async finances(executor: Executor, userId: string) {
      const row = await findLatestQuizSubmission(executor, userId);
      if (!row) return null;
      return {
        currency: row.currency,
        incomeMinor: row.netAnnualIncomeMinor,
        liquidMinor: row.liquidAssetsMinor,
        affordableLossMinor: lossBearingMinor({
          income: row.netAnnualIncomeMinor,
          liquid: row.liquidAssetsMinor,
          commitments: row.annualCommitmentsMinor,
        }).affordableLoss,
      };
    },

    /** A retake starts over: the investor passes again to regain the passed status. */
    async retake(user: UserRow) {
      const row = await updateUser(db, user.id, { onboardingStatus: 'not_passed' });
      return toUserDto(row!);
    },

    /**
     * Sophisticated declarations are asked again after two years: the investor goes
     * back through the quiz (its redirect rule does the rest) and is told why.
     */
    async expireDeclarations(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - DECLARATION_VALID_DAYS * 86_400_000);
      return db.transaction(async (tx) => {
        const expired = await expireSophisticatedDeclarations(tx, cutoff, now);
        for (const row of expired) await notify(tx, { user: row, type: 'declaration_expired', link: '/quiz' });
        return expired.length;
      });
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
