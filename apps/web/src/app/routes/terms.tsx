import { LegalDocument } from '@/features/legal/components/legal-document';

export function Component() {
  return <LegalDocument document="terms" />;
}

export const title = 'terms';
