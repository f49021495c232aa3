import { Link2, Mail, MessageCircle, Send } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { ShareTrigger } from './share-button';
import { shareLinks, type ShareTarget } from './share-links';
import { focusWasLost } from '@/components/ui/deferred';

function Tile({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      aria-hidden
      className={cn('flex size-7 shrink-0 items-center justify-center rounded-md text-[13px] font-bold', className)}
    >
      {children}
    </span>
  );
}

const TILES: Record<ShareTarget, ReactNode> = {
  x: <Tile className="bg-black text-white">X</Tile>,
  facebook: <Tile className="bg-[#1877f2] font-black text-white">f</Tile>,
  linkedin: <Tile className="bg-[#0a66c2] text-white">in</Tile>,
  telegram: (
    <Tile className="bg-[#229ed9] text-white">
      <Send className="size-4 -translate-x-px" />
    </Tile>
  ),
  whatsapp: (
    <Tile className="bg-[#25d366] text-white">
      <MessageCircle className="size-4" />
    </Tile>
  ),
  email: (
    <Tile className="bg-slate-100 text-slate-700">
      <Mail className="size-4" />
    </Tile>
  ),
};

/** The share menu itself (Radix), loaded when its button is first reached. */
export default function ShareMenu({
  title,
  open,
  onOpenChange,
  focusTrigger,
  onCopy,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusTrigger: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation('business');
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Keyboard users keep their place when the real button replaces the look-alike.
    if (focusTrigger && !open && focusWasLost()) trigger.current?.focus();
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const links = shareLinks(url, title, t('share.emailBody', { name: title }));
  return (
    <MenuRoot open={open} onOpenChange={onOpenChange} modal={false}>
      <MenuTrigger asChild>
        <ShareTrigger ref={trigger} />
      </MenuTrigger>
      <MenuContent className="min-w-60">
        <MenuItem onSelect={onCopy}>
          <Tile className="bg-brand-50 text-brand-800">
            <Link2 className="size-4" />
          </Tile>
          {t('share.copyLink')}
        </MenuItem>
        <MenuSeparator />
        {links.map((link) => (
          <MenuItem key={link.target} asChild>
            <a
              href={link.href}
              data-share={link.target}
              {...(link.target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {TILES[link.target]}
              {t(`share.targets.${link.target}`)}
            </a>
          </MenuItem>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
