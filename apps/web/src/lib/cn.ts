import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components take `className` for layout (margins, width,
 * placement) only; variants are props, so utilities never need to override each
 * other (Tailwind resolves conflicts by stylesheet order, not class order).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
