import type { Finances, InvestorType, LossBearing, SophisticatedCriterion } from '@grove/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newOptionSeed } from '../utils/option-order';

/** What the quiz has collected so far. Kept in sessionStorage, so a reload loses nothing. */
export interface QuizProgress {
  /** Whose progress this is: another user in the same tab starts afresh. */
  userId: string | null;
  investorType: InvestorType | null;
  criteria: SophisticatedCriterion[];
  profileDone: boolean;
  /** The answers found correct, by question id. */
  answers: Record<string, string>;
  /** The question on screen; equal to the number of questions once all are answered. */
  questionIndex: number;
  /** How many questions there are (known once the first is answered). */
  questionCount: number;
  questionsDone: boolean;
  finances: Finances | null;
  /** The estimate's fields as typed, before Continue: leaving mid-estimate keeps them. */
  financesDraft: Record<string, string> | null;
  /** The server's answer to the submission, for the done step. */
  result: { investorType: InvestorType; lossBearing: LossBearing } | null;
  /** Orders the questions' options for this attempt (utils/option-order.ts); new on every reset. */
  optionSeed: number;
}

interface QuizActions {
  /** Starts afresh for this user. */
  reset(userId: string | null): void;
  setProfile(investorType: InvestorType, criteria: SophisticatedCriterion[]): void;
  /** Records a correct answer and moves on; after the last question the flow reaches the estimate. */
  answerCorrectly(questionId: string, optionId: string, questionCount: number): void;
  goToQuestion(index: number): void;
  setFinances(finances: Finances): void;
  setFinancesDraft(draft: Record<string, string>): void;
  setResult(result: NonNullable<QuizProgress['result']>): void;
}

const initial: QuizProgress = {
  userId: null,
  investorType: null,
  criteria: [],
  profileDone: false,
  answers: {},
  questionIndex: 0,
  questionCount: 0,
  questionsDone: false,
  finances: null,
  financesDraft: null,
  result: null,
  optionSeed: 0,
};

export const QUIZ_STORAGE_KEY = 'grove.quiz';

export const useQuizStore = create<QuizProgress & QuizActions>()(
  persist(
    (set) => ({
      ...initial,
      optionSeed: newOptionSeed(),
      reset: (userId) => set({ ...initial, userId, optionSeed: newOptionSeed() }),
      setProfile: (investorType, criteria) =>
        set({
          investorType,
          criteria: investorType === 'sophisticated_investor' ? criteria : [],
          profileDone: true,
        }),
      answerCorrectly: (questionId, optionId, questionCount) =>
        set((state) => {
          const questionIndex = Math.min(state.questionIndex + 1, questionCount);
          return {
            answers: { ...state.answers, [questionId]: optionId },
            questionIndex,
            questionCount,
            questionsDone: state.questionsDone || questionIndex >= questionCount,
          };
        }),
      goToQuestion: (questionIndex) => set({ questionIndex: Math.max(0, questionIndex) }),
      setFinances: (finances) => set({ finances }),
      setFinancesDraft: (financesDraft) => set({ financesDraft }),
      setResult: (result) => set({ result }),
    }),
    {
      name: QUIZ_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        userId,
        investorType,
        criteria,
        profileDone,
        answers,
        questionIndex,
        questionCount,
        questionsDone,
        finances,
        financesDraft,
        result,
        optionSeed,
      }) => ({
        userId,
        investorType,
        criteria,
        profileDone,
        answers,
        questionIndex,
        questionCount,
        questionsDone,
        finances,
        financesDraft,
        result,
        optionSeed,
      }),
    },
  ),
);
