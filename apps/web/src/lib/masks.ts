/** Spec §9: the date mask keeps at most 8 digits. */
export const DATE_MASK_DIGITS = 8;

/**
 * The input mask 'date' (spec §4): keeps digits only, at most 8, and inserts dashes
 * after the 4th and 6th digit, giving YYYY-MM-DD.
 */
export function maskDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, DATE_MASK_DIGITS);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}
