import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './paths';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/portfolio')).toBe('/portfolio');
    expect(safeRedirectTarget('/business/42?tab=documents#files')).toBe('/business/42?tab=documents#files');
    expect(safeRedirectTarget('/search?q=caf%C3%A9%20bar')).toBe('/search?q=caf%C3%A9%20bar');
  });

  it('falls back for anything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'portfolio',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectTarget(value, '/home')).toBe('/home');
    }
  });

  it('refuses whitespace and control characters, which URL parsers drop or choke on', () => {
    for (const value of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/portfolio\n',
      '/a b',
      '/\u0000x',
      '/x\u007f',
      '/x\u0085',
      '/\u00a0/evil.example',
      '/\u2028',
    ]) {
      expect(safeRedirectTarget(value, '/home'), JSON.stringify(value)).toBe('/home');
    }
  });
});
