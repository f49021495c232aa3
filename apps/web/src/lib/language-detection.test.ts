import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw';
import { detectLanguage, detectLanguageByIp } from './language-detection';
import { countryOfTimeZone } from './time-zones';

describe('language detection order', () => {
  const none = { stored: null, browserLanguages: [] as string[], timeZone: undefined };

  it('prefers the stored choice', async () => {
    expect(
      await detectLanguage({ ...none, stored: 'vi', browserLanguages: ['ru-RU'], timeZone: 'Europe/Moscow' }),
    ).toBe('vi');
  });

  it('ignores a stored value that is not a language', async () => {
    expect(await detectLanguage({ ...none, stored: 'de', browserLanguages: ['ru'] })).toBe('ru');
  });

  it('then takes the first supported browser language', async () => {
    expect(await detectLanguage({ ...none, browserLanguages: ['de-DE', 'vi-VN', 'en'] })).toBe('vi');
  });

  it('then maps the time zone to a country', async () => {
    expect(await detectLanguage({ ...none, browserLanguages: ['de'], timeZone: 'Asia/Almaty' })).toBe('ru');
    expect(await detectLanguage({ ...none, browserLanguages: ['fr'], timeZone: 'Asia/Ho_Chi_Minh' })).toBe('vi');
    expect(await detectLanguage({ ...none, browserLanguages: ['fr'], timeZone: 'America/Chicago' })).toBe('en');
    expect(countryOfTimeZone('Europe/Minsk')).toBe('BY');
  });

  it('leaves an unknown zone to the IP lookup', async () => {
    expect(await detectLanguage({ ...none, browserLanguages: ['de'], timeZone: 'Europe/Berlin' })).toBeNull();
  });
});

describe('IP lookup', () => {
  const url = 'https://ip.example/country_code/';

  it('maps the returned country code', async () => {
    server.use(http.get(url, () => HttpResponse.text('KZ\n')));
    await expect(detectLanguageByIp(url)).resolves.toBe('ru');
  });

  it('falls back silently (with a log) on a bad answer or a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(url, () => HttpResponse.text('<html>', { status: 200 })));
    await expect(detectLanguageByIp(url)).resolves.toBeNull();
    server.use(http.get(url, () => HttpResponse.error()));
    await expect(detectLanguageByIp(url)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(url, async () => {
        await delay('infinite');
        return HttpResponse.text('VN');
      }),
    );
    const pending = detectLanguageByIp(url);
    await vi.advanceTimersByTimeAsync(3_001);
    await expect(pending).resolves.toBeNull();
    vi.useRealTimers();
  });
});
