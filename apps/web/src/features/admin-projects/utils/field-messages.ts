import {
  CHOOSE_CATEGORY,
  CHOOSE_CURRENCY,
  KIIS_TO_PUBLISH,
  OPENING_MESSAGES,
  VALIDATION_MESSAGES,
} from '@grove/contracts';
import type { TFunction } from 'i18next';

/**
 * The contract's and the server's English refusals of a business's fields, and the keys that
 * translate them (admin-projects: form.errors.*); a pattern's groups become the text's values.
 */
const MESSAGES: readonly [RegExp | string, string, readonly string[]][] = [
  [/^Required$/, 'required', []],
  [/^(The name|The question) is required in English$/, 'requiredInEnglish', []],
  [/^Required in English before publishing$/, 'requiredInEnglish', []],
  [/^At most (\d+) characters$/, 'tooLong', ['max']],
  [CHOOSE_CATEGORY, 'chooseCategory', []],
  [CHOOSE_CURRENCY, 'chooseCurrency', []],
  [/^Enter a percentage with at most two decimals$/, 'percent', []],
  [/^Enter a date and time$/, 'dateTime', []],
  [/^Enter an https:\/\/ link$/, 'https', []],
  [/^Enter a whole number$/, 'wholeNumber', []],
  [/^Enter whole months$/, 'wholeMonths', []],
  [/^At least one month$/, 'atLeastOneMonth', []],
  [/^Use 3–80 lower-case letters, digits and hyphens$/, 'address', []],
  [/^Enter an amount above zero$/, 'aboveZero', []],
  [/^Enter an amount in ([A-Z]{3}), with no more decimals than it has$/, 'amountDecimals', ['currency']],
  [/^Enter an amount in ([A-Z]{3})$/, 'amountIn', ['currency']],
  [/^The minimum to succeed cannot exceed the target$/, 'minRaiseAboveTarget', []],
  [/^The maximum ticket must be at least the minimum$/, 'ticketMaxBelowMin', []],
  [/^The maximum ticket cannot exceed the target$/, 'ticketMaxAboveTarget', []],
  [/^The minimum ticket must be a multiple of the step$/, 'ticketStep', []],
  [/^The end must come after the start$/, 'endBeforeStart', []],
  [/^The currency cannot change once money has been committed$/, 'currencyLocked', []],
  [/^The target cannot be below what is already committed \((.+)\)$/, 'targetBelowCommitted', ['amount']],
  [/^This raise closed with (.+): its minimum to succeed cannot be above that$/, 'minimumAboveClosed', ['amount']],
  [/^Set a deadline in the future before publishing$/, 'deadlineToPublish', []],
  [/^Add a cover image before publishing$/, 'coverToPublish', []],
  [KIIS_TO_PUBLISH, 'kiisToPublish', []],
  [OPENING_MESSAGES.inPast, 'openingInPast', []],
  [OPENING_MESSAGES.afterDeadline, 'openingAfterDeadline', []],
  [OPENING_MESSAGES.passedBeforePublishing, 'openingPassed', []],
  [/^The deadline must come after the opening time$/, 'deadlineBeforeOpening', []],
  [/^This raise opened on (.+): its opening time can no longer change$/, 'openingFixed', ['date']],
  [VALIDATION_MESSAGES.INVALID_CHARACTERS, 'characters', []],
];

/** A field's refusal in the reader's language; one not listed (zod's own) reads as "not valid". */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  for (const [pattern, key, names] of MESSAGES) {
    const match = typeof pattern === 'string' ? (pattern === message ? [message] : null) : pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return t(`admin-projects:form.errors.${key}`, values);
  }
  return t('admin-projects:form.errors.invalid');
}
