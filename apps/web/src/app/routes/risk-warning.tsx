import { LegalDocument } from '@/features/legal/components/legal-document';

export function Component() {
  return <LegalDocument document="riskWarning" />;
}

export const title = 'riskWarning';
