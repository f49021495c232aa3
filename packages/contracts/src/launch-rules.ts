// The launch's rules without a schema: the business page's countdown runs them in its first script.

/** "Opens in 2 d 04:13:09": the parts of the time left, from whole seconds (never negative). */
export function countdownParts(msLeft: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
