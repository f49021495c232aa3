import {
  ANNUAL_CAP_DAYS,
  advisedMaxMinor,
  extraAckThresholdMinor,
  regCfAnnualCapMinor,
  type InvestorType,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import { sumRecentPaymentsMinor } from './payments.repository.js';

/** What the quiz recorded about an investor's finances (the onboarding module's answer), in minor units. */
export interface InvestorFinances {
  currency: string;
  incomeMinor: number;
  liquidMinor: number;
  affordableLossMinor: number;
}

/** The limits' configuration (docs/configuration.md). */
export interface InvestmentLimitSettings {
  /** The share of liquid assets advised as the most per investment (the spec's 10 %). */
  advisedShareBp: number;
  /** Reg CF's 12-month cap for non-sophisticated investors; off by default. */
  annualCap: boolean;
}

/** An investor's limits for one raise's currency, in its minor units. */
export interface InvestorLimits {
  /** The one advised maximum per investment; null when the quiz's finances are unknown or in another currency. */
  advisedMaxMinor: number | null;
  /** Above it a non-sophisticated investor confirms explicitly; null for a sophisticated one. */
  extraAckThresholdMinor: number | null;
  /** The 12-month cap and what counts against it, when the cap is on and applies. */
  annualCap: { limitMinor: number; investedMinor: number } | null;
}

/**
 * The limits follow the investor type: a sophisticated investor is shown the advice and nothing
 * more; a non-sophisticated one confirms above the advised maximum and, with the cap on, cannot
 * go past Reg CF's 12-month limit. Without known finances the older rule (PRODUCT.md 8) applies.
 */
export function createInvestorLimits(deps: {
  settings: InvestmentLimitSettings;
  finances: (executor: Executor, userId: string) => Promise<InvestorFinances | null>;
  now: () => Date;
}) {
  const { settings } = deps;
  const capApplies = (user: { investorType: InvestorType | null }) =>
    settings.annualCap && user.investorType !== 'sophisticated_investor';
  return {
    advisedShareBp: settings.advisedShareBp,
    /** Whether the 12-month cap counts this investor's investments (then `lockForCap` locks them). */
    capApplies,
    /**
     * Before a new investment's cap is checked: the investor's investments into different
     * businesses lock different rows, so without this two at once would each see the other's
     * amount missing and pass the cap together. Taken first (lock rank 0), before the business.
     */
    async lockForCap(tx: Tx, user: { id: string; investorType: InvestorType | null }): Promise<void> {
      if (!capApplies(user)) return;
      takeLock(tx, LOCK_RANK.investor, 'the investor');
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`grove.investor-cap:${user.id}`}, 0))`);
    },
    async of(
      executor: Executor,
      user: { id: string; investorType: InvestorType | null; netWorthMinor: number | null },
      currency: string,
    ): Promise<InvestorLimits> {
      const finances = await deps.finances(executor, user.id);
      const known = finances && finances.currency.toUpperCase() === currency.toUpperCase() ? finances : null;
      const advised = known ? advisedMaxMinor(known, settings.advisedShareBp) : null;
      const sophisticated = user.investorType === 'sophisticated_investor';
      const threshold = sophisticated ? null : (advised ?? extraAckThresholdMinor(user));
      let annualCap: InvestorLimits['annualCap'] = null;
      if (capApplies(user) && known) {
        const since = new Date(deps.now().getTime() - ANNUAL_CAP_DAYS * 86_400_000);
        annualCap = {
          // Net worth as the quiz declares it: liquid assets (it asks nothing about other property).
          limitMinor: regCfAnnualCapMinor({ incomeMinor: known.incomeMinor, netWorthMinor: known.liquidMinor }),
          investedMinor: await sumRecentPaymentsMinor(executor, user.id, known.currency, since),
        };
      }
      return { advisedMaxMinor: advised, extraAckThresholdMinor: threshold, annualCap };
    },
  };
}
export type InvestorLimitsService = ReturnType<typeof createInvestorLimits>;
