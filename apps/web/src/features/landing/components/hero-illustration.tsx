/**
 * The hero's picture: a business card with its funding progress, coins and a rising
 * revenue chart. A small inline SVG: no request, and it reserves its own space.
 */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 400" role="img" aria-label={label} className="h-auto w-full" width="480" height="400">
      <circle cx="250" cy="200" r="188" fill="#d8f3e2" />
      <rect x="262" y="214" width="196" height="150" rx="18" fill="#fff" stroke="#b3e6c8" strokeWidth="2" />
      <path d="M286 344v-26h24v26m12 0v-46h24v46m12 0v-70h24v70m12 0v-98h24v98" fill="#279b64" />
      <path d="M292 300l42-22 36-22 40-30m-12-4 14 2-4 13" fill="none" stroke="#f59e0b" strokeWidth="4" />
      <rect x="30" y="62" width="262" height="288" rx="22" fill="#0f172a" opacity=".1" />
      <rect x="30" y="52" width="262" height="288" rx="22" fill="#fff" />
      <path d="M30 74a22 22 0 0 1 22-22h218a22 22 0 0 1 22 22v104H30z" fill="#fde8d4" />
      <path d="M78 108h166v70H78z" fill="#fffaf2" />
      <path d="M70 92h182l-8 22H78z" fill="#197c4f" />
      <path d="M94 128h52v36H94z" fill="#a5d8e6" />
      <path d="M176 124h40v54h-40z" fill="#134f37" />
      <path d="M59 205h136M59 227h194M59 243h154" stroke="#cbd5e1" strokeWidth="9" strokeLinecap="round" />
      <path d="M59 205h136" stroke="#0f172a" strokeWidth="14" strokeLinecap="round" />
      <path d="M57 271h208" stroke="#e2e8f0" strokeWidth="10" strokeLinecap="round" />
      <path d="M57 271h140" stroke="#197c4f" strokeWidth="10" strokeLinecap="round" />
      <path d="M52 296h52v20H52zm68 0h52v20h-52zm68 0h52v20h-52z" fill="#effaf3" />
      <ellipse cx="356" cy="146" rx="40" ry="12" fill="#d97706" />
      <ellipse cx="356" cy="132" rx="40" ry="12" fill="#fbbf24" />
      <ellipse cx="368" cy="114" rx="40" ry="12" fill="#d97706" />
      <ellipse cx="368" cy="100" rx="40" ry="12" fill="#fcd34d" />
    </svg>
  );
}
