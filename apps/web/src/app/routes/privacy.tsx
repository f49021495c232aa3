import { LegalDocument } from '@/features/legal/components/legal-document';

export function Component() {
  return <LegalDocument document="privacy" />;
}

export const title = 'privacy';
