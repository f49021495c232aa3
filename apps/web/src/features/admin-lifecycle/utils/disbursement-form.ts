import {
  hasForbiddenCharacters,
  recordDisbursementRequestSchema,
  type AdminDisbursement,
  type RecordDisbursementRequest,
} from '@grove/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { REFERENCE_MAX_LENGTH } from './payout-form';

/** What the disbursement form holds: the bank transfer's reference, as typed. */
export interface DisbursementFormValues {
  reference: string;
}

/** Why the reference is refused, as a key under `disbursement.errors` in the admin-lifecycle namespace. */
export type DisbursementErrorKey = 'referenceRequired' | 'referenceTooLong' | 'referenceInvalid';

/** The request the form makes: the whole raise as the panel showed it, in the raise's currency. */
export function toDisbursementRequest(
  values: DisbursementFormValues,
  state: Pick<AdminDisbursement, 'held' | 'currency'>,
): RecordDisbursementRequest {
  return { amount: state.held, currency: state.currency, reference: values.reference.trim() };
}

/**
 * Why the form can't be sent, or null. The contract's own schema runs last, so nothing this
 * misses reaches the server unchecked.
 */
export function validateDisbursementForm(
  values: DisbursementFormValues,
  state: Pick<AdminDisbursement, 'held' | 'currency'>,
): DisbursementErrorKey | null {
  const reference = values.reference.trim();
  if (reference === '') return 'referenceRequired';
  if (reference.length > REFERENCE_MAX_LENGTH) return 'referenceTooLong';
  if (hasForbiddenCharacters(reference)) return 'referenceInvalid';
  return recordDisbursementRequestSchema.safeParse(toDisbursementRequest(values, state)).success
    ? null
    : 'referenceInvalid';
}

/**
 * The contract's English messages (as the server sends them in `fields`) and the keys that
 * translate them; a message not listed is shown as the server wrote it.
 */
export const SERVER_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'Please give a reference': 'disbursement.errors.referenceRequired',
};

/**
 * react-hook-form's resolver for the disbursement form: the check above, its message a key
 * under `disbursement.errors` (type `client`); the valid value goes out as the request.
 */
export function disbursementResolver(
  state: Pick<AdminDisbursement, 'held' | 'currency'>,
): Resolver<DisbursementFormValues, unknown, RecordDisbursementRequest> {
  return (values) => {
    const found = validateDisbursementForm(values, state);
    if (!found) return { values: toDisbursementRequest(values, state), errors: {} };
    const errors: FieldErrors<DisbursementFormValues> = { reference: { type: 'client', message: found } };
    return { values: {}, errors };
  };
}
