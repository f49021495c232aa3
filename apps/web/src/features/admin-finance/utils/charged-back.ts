import type { AccountReview } from '@grove/contracts';
import type { TFunction } from 'i18next';

/** What an account review's chargeback took back: the business invested in, or a wallet top-up. */
export function chargedBack(t: TFunction<'admin-finance'>, review: AccountReview): string {
  if (review.target === 'top_up') return t('reviews.topUp');
  return review.project_name ?? t('reviews.investment');
}
