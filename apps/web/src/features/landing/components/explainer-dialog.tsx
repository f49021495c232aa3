import { Pause, Play, RotateCcw, X } from 'lucide-react';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import './explainer.css';

/** Set at build time to show a real video instead of the animated explainer. */
const VIDEO_URL = (import.meta.env.VITE_EXPLAINER_VIDEO_URL as string | undefined)?.trim() || null;

const SCENES = ['choose', 'invest', 'grow', 'earn'] as const;
type Scene = (typeof SCENES)[number];
const SCENE_MS = 5000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/** An element of a scene that animates in (see explainer.css), after `delay` seconds. */
function anim(kind: 'rise' | 'fade' | 'pop' | 'grow-x' | 'grow-y' | 'drop' | 'cursor', delay = 0, duration?: number) {
  const style: CSSProperties = { animationDelay: `${delay}s` };
  if (duration) style.animationDuration = `${duration}s`;
  return { 'data-anim': kind, style };
}

function ChooseScene() {
  const cards = [
    { x: 56, tint: '#fde8d4', accent: '#f59e0b' },
    { x: 250, tint: '#d8f3e2', accent: '#197c4f' },
    { x: 444, tint: '#dbeafe', accent: '#2563eb' },
  ];
  return (
    <g transform="translate(0 20)">
      {cards.map((card, index) => (
        <g key={card.x} {...anim('rise', index * 0.18)}>
          <rect x={card.x} y="62" width="140" height="196" rx="14" fill="#fff" stroke="#e2e8f0" />
          <path d={`M${card.x} 76a14 14 0 0 1 14-14h112a14 14 0 0 1 14 14v56H${card.x}z`} fill={card.tint} />
          <rect x={card.x + 38} y="84" width="64" height="48" rx="4" fill="#fff" opacity=".8" />
          <rect x={card.x + 14} y="150" width="96" height="10" rx="5" fill="#0f172a" opacity=".8" />
          <rect x={card.x + 14} y="170" width="112" height="7" rx="3.5" fill="#cbd5e1" />
          <rect x={card.x + 14} y="184" width="84" height="7" rx="3.5" fill="#cbd5e1" />
          <rect x={card.x + 14} y="212" width="112" height="8" rx="4" fill="#e2e8f0" />
          <rect x={card.x + 14} y="212" width={40 + index * 28} height="8" rx="4" fill={card.accent} />
          <rect x={card.x + 14} y="232" width="40" height="10" rx="5" fill="#effaf3" />
        </g>
      ))}
      <rect
        x="244"
        y="56"
        width="152"
        height="208"
        rx="18"
        fill="none"
        stroke="#197c4f"
        strokeWidth="4"
        {...anim('pop', 1.9)}
      />
      <g {...anim('cursor', 0.9)}>
        <path
          d="M330 200v34l9-9 7 15 7-3-7-15h12z"
          fill="#0f172a"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </g>
    </g>
  );
}

function InvestScene() {
  return (
    <g>
      <g {...anim('rise')}>
        <rect x="170" y="48" width="300" height="236" rx="18" fill="#fff" stroke="#e2e8f0" />
        <rect x="194" y="72" width="120" height="10" rx="5" fill="#0f172a" opacity=".8" />
        <rect x="194" y="96" width="252" height="46" rx="10" fill="#f8fafc" stroke="#cbd5e1" />
      </g>
      <text x="212" y="127" fontSize="22" fontWeight="700" fill="#0f172a" {...anim('fade', 0.6)}>
        {formatMoney(150)}
      </text>
      <g {...anim('rise', 1.1)}>
        <rect x="194" y="158" width="252" height="40" rx="10" fill="#effaf3" />
        <rect x="206" y="168" width="34" height="22" rx="4" fill="#134f37" />
        <rect x="206" y="174" width="34" height="4" fill="#80d2a6" />
        <rect x="252" y="174" width="110" height="8" rx="4" fill="#94a3b8" />
      </g>
      <g {...anim('rise', 1.6)}>
        <rect x="194" y="214" width="252" height="44" rx="10" fill="#156342" />
        <rect x="284" y="232" width="72" height="8" rx="4" fill="#fff" opacity=".9" />
      </g>
      <g {...anim('pop', 0.9)}>
        <path
          d="M96 96l40-16 40 16v34c0 28-18 46-40 54-22-8-40-26-40-54z"
          fill="#d8f3e2"
          stroke="#197c4f"
          strokeWidth="4"
        />
        <path d="M118 130l12 12 24-26" fill="none" stroke="#197c4f" strokeWidth="6" strokeLinecap="round" />
      </g>
      <g {...anim('pop', 2.6)}>
        <circle cx="500" cy="238" r="38" fill="#197c4f" />
        <path d="M482 238l12 12 24-26" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </g>
    </g>
  );
}

function GrowScene() {
  const avatars = ['#f59e0b', '#2563eb', '#db2777', '#197c4f', '#7c3aed', '#0891b2', '#ea580c', '#4f46e5'];
  return (
    <g>
      {avatars.map((color, index) => (
        <g key={color} {...anim('pop', 0.2 + index * 0.28)}>
          <circle cx={110 + index * 60} cy="118" r="22" fill={color} opacity=".18" />
          <circle cx={110 + index * 60} cy="112" r="8" fill={color} />
          <path d={`M${96 + index * 60} 134a14 12 0 0 1 28 0z`} fill={color} />
        </g>
      ))}
      <rect x="80" y="190" width="480" height="26" rx="13" fill="#e2e8f0" {...anim('fade')} />
      <rect x="80" y="190" width="480" height="26" rx="13" fill="#197c4f" {...anim('grow-x', 0.4, 2.8)} />
      <g {...anim('pop', 3.3)}>
        <rect x="266" y="236" width="108" height="40" rx="20" fill="#134f37" />
        <text x="320" y="263" fontSize="20" fontWeight="700" fill="#fff" textAnchor="middle">
          {formatPercent(100)}
        </text>
      </g>
    </g>
  );
}

function EarnScene() {
  const bars = [34, 44, 58, 76, 96, 118];
  return (
    <g>
      <rect x="70" y="52" width="340" height="236" rx="18" fill="#fff" stroke="#e2e8f0" {...anim('fade')} />
      <path d="M96 262h290" stroke="#cbd5e1" strokeWidth="2" {...anim('fade')} />
      {bars.map((height, index) => (
        <rect
          key={height}
          x={106 + index * 46}
          y={262 - height * 1.5}
          width="30"
          height={height * 1.5}
          rx="6"
          fill={index < 2 ? '#80d2a6' : '#197c4f'}
          {...anim('grow-y', 0.3 + index * 0.35)}
        />
      ))}
      <g {...anim('rise', 0.4)}>
        <rect x="448" y="150" width="132" height="100" rx="16" fill="#134f37" />
        <rect x="448" y="168" width="132" height="18" fill="#0f412e" />
        <rect x="540" y="196" width="40" height="28" rx="8" fill="#80d2a6" />
        <circle cx="556" cy="210" r="5" fill="#134f37" />
      </g>
      {[0, 1, 2].map((index) => (
        <g key={index} {...anim('drop', 1.4 + index * 0.7)}>
          <ellipse cx={514 + index * 6} cy={141 - index * 10} rx="20" ry="7" fill="#d97706" />
          <rect x={494 + index * 6} y={131 - index * 10} width="40" height="10" fill="#f59e0b" />
          <ellipse cx={514 + index * 6} cy={131 - index * 10} rx="20" ry="7" fill="#fcd34d" />
        </g>
      ))}
    </g>
  );
}

const SCENE_ART: Readonly<Record<Scene, () => ReactNode>> = {
  choose: ChooseScene,
  invest: InvestScene,
  grow: GrowScene,
  earn: EarnScene,
};

/**
 * The explainer "video": four animated scenes (choose, invest, the round fills up,
 * payouts) with captions and chapters, made of SVG and CSS. It plays once, can be
 * paused (WCAG 2.2.2) and waits for a click to start when reduced motion is asked for.
 */
function ExplainerAnimation() {
  const { t } = useTranslation('landing');
  const [scene, setScene] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [finished, setFinished] = useState(false);
  const [run, setRun] = useState(0);
  const key = SCENES[scene]!;
  const Art = SCENE_ART[key];

  const goTo = (index: number) => {
    setScene(index);
    setFinished(false);
    setPlaying(true);
    setRun((value) => value + 1);
  };
  const next = () => {
    if (scene < SCENES.length - 1) setScene(scene + 1);
    else {
      setPlaying(false);
      setFinished(true);
    }
  };

  return (
    <div className="explainer" data-paused={playing ? undefined : ''} data-testid="explainer-animation">
      <div className="relative aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-50 to-sky-50">
        <svg
          key={`${key}-${run}`}
          viewBox="0 0 640 360"
          className="size-full"
          role="img"
          aria-label={`${t('explainer.illustration')}: ${t(`explainer.scenes.${key}.title`)}`}
        >
          <Art />
        </svg>
        {finished ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-brand-950/75 p-4 text-center sm:flex-row">
            <button type="button" className={buttonClasses('secondary', 'md')} onClick={() => goTo(0)}>
              <RotateCcw className="size-4" aria-hidden />
              {t('explainer.replay')}
            </button>
            <Link to={paths.businesses.getHref()} className={buttonClasses('primary', 'md')}>
              {t('explainer.cta')}
            </Link>
          </div>
        ) : null}
      </div>

      <div className="flex items-center gap-3 px-4 pt-3 sm:px-5">
        <button
          type="button"
          onClick={() => (finished ? goTo(0) : setPlaying(!playing))}
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
          aria-label={playing ? t('explainer.pause') : t('explainer.play')}
        >
          {playing ? (
            <Pause className="size-4 fill-current" aria-hidden />
          ) : (
            <Play className="size-4 fill-current" aria-hidden />
          )}
        </button>
        <ol className="grid flex-1 grid-cols-4 gap-1.5" aria-label={t('explainer.chapters')}>
          {SCENES.map((name, index) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => goTo(index)}
                aria-label={t('explainer.chapter', { number: index + 1, title: t(`explainer.scenes.${name}.title`) })}
                aria-current={index === scene ? 'step' : undefined}
                className="group block w-full cursor-pointer py-2"
              >
                <span className="block h-1.5 overflow-hidden rounded-full bg-slate-200 group-hover:bg-slate-300">
                  {index < scene || (finished && index === scene) ? (
                    <span className="block h-full w-full bg-brand-600" />
                  ) : index === scene ? (
                    <span
                      key={`${scene}-${run}`}
                      data-progress=""
                      className="block h-full w-full bg-brand-600"
                      style={{ animationDuration: `${SCENE_MS}ms` }}
                      onAnimationEnd={(event) => {
                        if (event.target === event.currentTarget) next();
                      }}
                    />
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>

      <div className="min-h-40 px-4 pt-2 pb-5 sm:min-h-28 sm:px-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t('explainer.chapterNumber', { number: scene + 1 })}
        </p>
        <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(`explainer.scenes.${key}.title`)}</h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(`explainer.scenes.${key}.text`)}</p>
      </div>
    </div>
  );
}

/** The video call to action's dialog: the build's video if one is configured, else the animated explainer. */
export default function ExplainerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('landing');
  const titleId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl"
      testId="explainer-dialog"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 py-2 pr-2 pl-5">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('explainer.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={t('explainer.close')}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {VIDEO_URL ? (
        <video
          src={VIDEO_URL}
          controls
          autoPlay
          playsInline
          preload="metadata"
          className="aspect-video w-full bg-black"
        >
          {t('explainer.title')}
        </video>
      ) : (
        <ExplainerAnimation />
      )}
    </Modal>
  );
}
