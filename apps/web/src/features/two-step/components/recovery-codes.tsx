import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The ten recovery codes, shown this once: copy them or download them as a text file. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('two-step');
  const [copied, setCopied] = useState(false);
  const text = `${t('codes.fileHeading')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'grove-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="recovery-codes">
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('codes.warning')}
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-2 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          {copied ? t('codes.copied') : t('codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden />
          {t('codes.download')}
        </Button>
      </div>
    </div>
  );
}
