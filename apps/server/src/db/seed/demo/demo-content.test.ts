import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS_STATUSES, toMinorUnits } from '@grove/contracts';
import type { BusinessStatus } from '@grove/contracts';
import { DEMO_BUSINESSES } from './index.js';
import { demoInvestors, seededRandom, splitRaised } from './investors.js';
import { BUSINESS_CATEGORIES } from './types.js';
import type { DemoBusiness } from './types.js';

const IMAGES_DIR = new URL('./images/', import.meta.url);
const VIDEOS_DIR = new URL('./videos/', import.meta.url);
/** WebM is a Matroska (EBML) file: it starts with these four bytes, and names its doc type. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const VIETNAMESE_DIACRITIC = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

const OPEN: readonly BusinessStatus[] = ['fundraising', 'extended'];
const FULLY_FUNDED: readonly BusinessStatus[] = ['funded', 'active', 'payout'];
const REFUNDED: readonly BusinessStatus[] = ['refund_initiated', 'refund_completed'];

type Localized = { en: string; vi: string; ru: string };

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 3 && keys[0] === 'en' && keys[1] === 'ru' && keys[2] === 'vi';
}

/** Every {en, vi, ru} object anywhere inside `value`, with its path. */
function collectLocalized(value: unknown, path: string, out: Array<{ path: string; text: Localized }>): void {
  if (isLocalized(value)) {
    out.push({ path, text: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLocalized(item, `${path}[${index}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collectLocalized(item, `${path}.${key}`, out);
  }
}

function referencedFiles(business: DemoBusiness): string[] {
  const photos = business.team.flatMap((member) => (member.photo ? [member.photo] : []));
  return [...business.images.map((image) => image.file), ...photos];
}

describe('demo businesses', () => {
  it('has at least 14 businesses with unique, URL-safe ids', () => {
    expect(DEMO_BUSINESSES.length).toBeGreaterThanOrEqual(14);
    const ids = DEMO_BUSINESSES.map((business) => business.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(ID_PATTERN);
  });

  it('covers every business status, with most businesses open for investment', () => {
    const statuses = new Set(DEMO_BUSINESSES.map((business) => business.status));
    for (const status of BUSINESS_STATUSES) expect(statuses.has(status), status).toBe(true);
    const fundraising = DEMO_BUSINESSES.filter((business) => business.status === 'fundraising').length;
    for (const status of BUSINESS_STATUSES) {
      if (status === 'fundraising') continue;
      expect(fundraising).toBeGreaterThan(DEMO_BUSINESSES.filter((business) => business.status === status).length);
    }
  });

  it('uses known categories, USD, and features a handful of businesses', () => {
    for (const business of DEMO_BUSINESSES) {
      expect(BUSINESS_CATEGORIES, business.id).toContain(business.category);
      expect(business.currency, business.id).toBe('USD');
    }
    const featured = DEMO_BUSINESSES.filter((business) => business.featured);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(8);
    expect(featured.some((business) => business.status === 'payout')).toBe(true);
  });

  it('fills in every localized text in all three languages', () => {
    for (const business of DEMO_BUSINESSES) {
      const texts: Array<{ path: string; text: Localized }> = [];
      collectLocalized(business, business.id, texts);
      expect(texts.length, business.id).toBeGreaterThan(20);
      for (const { path, text } of texts) {
        for (const lang of ['en', 'vi', 'ru'] as const) {
          expect(typeof text[lang], `${path}.${lang}`).toBe('string');
          expect(text[lang].trim().length, `${path}.${lang}`).toBeGreaterThan(0);
          expect(text[lang], `${path}.${lang}`).toBe(text[lang].trim());
        }
        // Not left in English: Russian uses Cyrillic, longer Vietnamese texts use diacritics.
        expect(text.ru, `${path}.ru`).toMatch(CYRILLIC);
        if (text.vi.length > 30) expect(text.vi, `${path}.vi`).toMatch(VIETNAMESE_DIACRITIC);
        if (text.en.length > 40) {
          expect(text.vi, `${path}.vi`).not.toBe(text.en);
          expect(text.ru, `${path}.ru`).not.toBe(text.en);
        }
      }
    }
  });

  it('writes an about text of 3–5 paragraphs in every language', () => {
    for (const business of DEMO_BUSINESSES) {
      const counts = (['en', 'vi', 'ru'] as const).map((lang) => business.about[lang].split('\n\n').length);
      expect(new Set(counts).size, `${business.id}: same paragraphs in every language`).toBe(1);
      for (const lang of ['en', 'vi', 'ru'] as const) {
        const paragraphs = business.about[lang].split('\n\n');
        expect(paragraphs.length, `${business.id}.about.${lang}`).toBeGreaterThanOrEqual(3);
        expect(paragraphs.length, `${business.id}.about.${lang}`).toBeLessThanOrEqual(5);
        for (const paragraph of paragraphs) expect(paragraph.trim().length).toBeGreaterThan(40);
      }
    }
  });

  it('keeps the raised amount consistent with the target and the status', () => {
    for (const { id, status, target, raised } of DEMO_BUSINESSES) {
      expect(target, id).toBeGreaterThanOrEqual(40_000);
      expect(target, id).toBeLessThanOrEqual(600_000);
      expect(raised, id).toBeGreaterThan(0);
      expect(raised, id).toBeLessThanOrEqual(target);
      if (OPEN.includes(status)) {
        expect(raised / target, id).toBeGreaterThanOrEqual(0.05);
        expect(raised / target, id).toBeLessThanOrEqual(0.95);
      }
      if (FULLY_FUNDED.includes(status)) expect(raised, id).toBe(target);
      if (status === 'paused' || REFUNDED.includes(status)) expect(raised, id).toBeLessThan(target);
    }
  });

  it('follows the ticket rules and a plausible investor count', () => {
    for (const business of DEMO_BUSINESSES) {
      const { id, ticketMin, ticketMax, ticketStep, raised, target, investorCount } = business;
      expect(ticketStep, id).toBeGreaterThan(0);
      expect(ticketMin % ticketStep, id).toBe(0);
      expect(ticketMax % ticketStep, id).toBe(0);
      expect(ticketMin, id).toBeLessThanOrEqual(ticketMax);
      expect(ticketMax, id).toBeGreaterThanOrEqual(5_000);
      expect(ticketMax, id).toBeLessThanOrEqual(50_000);
      // Every investment is a multiple of the step, so their sum is too.
      expect(raised % ticketStep, id).toBe(0);
      expect(target % ticketStep, id).toBe(0);
      expect(Number.isInteger(investorCount), id).toBe(true);
      expect(investorCount * ticketMin, id).toBeLessThanOrEqual(raised);
      const averageTicket = raised / investorCount;
      expect(averageTicket, id).toBeGreaterThanOrEqual(300);
      expect(averageTicket, id).toBeLessThanOrEqual(2_500);
    }
    const standard = DEMO_BUSINESSES.filter((business) => business.ticketMin === 150 && business.ticketStep === 150);
    expect(standard.length).toBeGreaterThan(DEMO_BUSINESSES.length / 2);
  });

  it('dates the funding window according to the status', () => {
    for (const { id, status, fundingStartDays, fundingEndDays } of DEMO_BUSINESSES) {
      expect(fundingStartDays, id).toBeLessThan(0);
      expect(fundingStartDays, id).toBeLessThan(fundingEndDays);
      if (OPEN.includes(status)) expect(fundingEndDays, id).toBeGreaterThan(0);
      if (FULLY_FUNDED.includes(status) || REFUNDED.includes(status)) expect(fundingEndDays, id).toBeLessThan(0);
    }
  });

  it('states returns within the platform ranges, consistently', () => {
    for (const business of DEMO_BUSINESSES) {
      const { id, expectedReturnPct, annualYieldPct, investmentTermMonths } = business;
      expect(expectedReturnPct, id).toBeGreaterThanOrEqual(12);
      expect(expectedReturnPct, id).toBeLessThanOrEqual(22);
      expect(annualYieldPct, id).toBeGreaterThanOrEqual(8);
      expect(annualYieldPct, id).toBeLessThanOrEqual(18);
      expect(investmentTermMonths, id).toBeGreaterThanOrEqual(12);
      expect(investmentTermMonths, id).toBeLessThanOrEqual(36);
      expect(Math.abs(annualYieldPct - (expectedReturnPct * 12) / investmentTermMonths), id).toBeLessThanOrEqual(0.15);
    }
  });

  it('has 3–5 images, 2–4 team members, and every referenced file exists and is a clean SVG', () => {
    for (const business of DEMO_BUSINESSES) {
      expect(business.images.length, business.id).toBeGreaterThanOrEqual(3);
      expect(business.images.length, business.id).toBeLessThanOrEqual(5);
      expect(business.team.length, business.id).toBeGreaterThanOrEqual(2);
      expect(business.team.length, business.id).toBeLessThanOrEqual(4);
      for (const file of referencedFiles(business)) {
        expect(file, file).toMatch(/^[a-z0-9-]+\.svg$/);
        expect(file.startsWith(`${business.id}-`), file).toBe(true);
        const url = new URL(file, IMAGES_DIR);
        expect(existsSync(url), file).toBe(true);
        const svg = readFileSync(url, 'utf8');
        expect(svg, file).toMatch(/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/);
        expect(svg.trimEnd().endsWith('</svg>'), file).toBe(true);
        expect(svg, file).not.toContain('<script');
        expect(svg, file).not.toContain('href="http');
      }
    }
  });

  it('ships only referenced, reasonably sized SVGs in the images folder', () => {
    const referenced = new Set(DEMO_BUSINESSES.flatMap(referencedFiles));
    const files = readdirSync(IMAGES_DIR).filter((name) => !name.startsWith('.'));
    for (const name of files) {
      expect(name.endsWith('.svg'), name).toBe(true);
      expect(referenced.has(name), `${name} is not referenced by any business`).toBe(true);
      const svg = readFileSync(new URL(name, IMAGES_DIR), 'utf8');
      const size = statSync(new URL(name, IMAGES_DIR)).size;
      expect(size, name).toBeGreaterThanOrEqual(2 * 1024);
      expect(size, name).toBeLessThanOrEqual(12 * 1024);
      expect(svg, name).not.toMatch(/<image[\s>]/);
      expect(svg, name).not.toMatch(/<text[\s>]/);
      expect(svg, name).not.toMatch(/data:/);
      expect(svg, name).not.toMatch(/@import|@font-face|url\(\s*['"]?http/i);
      const isPortrait = /-team-\d+\.svg$/.test(name);
      expect(svg, name).toContain(isPortrait ? 'viewBox="0 0 400 400"' : 'viewBox="0 0 1600 1000"');
    }
  });

  it('ships a few short WebM clips, each the video of the business it is named after', () => {
    const withVideo = DEMO_BUSINESSES.filter((business) => business.videoFile);
    expect(withVideo.length).toBeGreaterThanOrEqual(3);
    for (const business of withVideo) expect(business.videoFile).toBe(`${business.id}.webm`);
    const files = readdirSync(VIDEOS_DIR).filter((name) => !name.startsWith('.'));
    expect(files.sort()).toEqual(withVideo.map((business) => business.videoFile).sort());
    for (const name of files) {
      const bytes = readFileSync(new URL(name, VIDEOS_DIR));
      expect(bytes.subarray(0, 4).equals(EBML_MAGIC), name).toBe(true);
      expect(bytes.subarray(0, 64).includes('webm'), name).toBe(true);
      // Small enough for the repository and a slow line: about 10 s of flat illustration.
      expect(bytes.byteLength, name).toBeGreaterThanOrEqual(20 * 1024);
      expect(bytes.byteLength, name).toBeLessThanOrEqual(400 * 1024);
    }
  });

  it('publishes a business plan and a term sheet with substantial sections', () => {
    for (const business of DEMO_BUSINESSES) {
      const kinds = business.documents.map((document) => document.kind);
      expect(kinds, business.id).toContain('business_plan');
      expect(kinds, business.id).toContain('term_sheet');
      for (const document of business.documents) {
        expect(document.sections.length, `${business.id} ${document.kind}`).toBeGreaterThanOrEqual(4);
        expect(document.sections.length, `${business.id} ${document.kind}`).toBeLessThanOrEqual(7);
        for (const section of document.sections) {
          expect(section.heading.trim().length).toBeGreaterThan(0);
          const rows = (section.paragraphs?.length ?? 0) + (section.table?.length ?? 0);
          expect(rows, `${business.id} ${document.kind} ${section.heading}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has updates, FAQ entries and investor questions in sensible numbers', () => {
    const questionLanguages = new Set<string>();
    for (const business of DEMO_BUSINESSES) {
      expect(business.updates.length, business.id).toBeGreaterThanOrEqual(2);
      expect(business.updates.length, business.id).toBeLessThanOrEqual(5);
      expect(business.faq.length, business.id).toBeGreaterThanOrEqual(4);
      expect(business.faq.length, business.id).toBeLessThanOrEqual(6);
      expect(business.questions.length, business.id).toBeGreaterThanOrEqual(2);
      expect(business.questions.length, business.id).toBeLessThanOrEqual(5);
      for (const update of business.updates) expect(update.daysAgo, business.id).toBeGreaterThanOrEqual(0);
      const unanswered = business.questions.filter((question) => question.answer === undefined);
      expect(unanswered.length, business.id).toBeLessThanOrEqual(1);
      for (const question of business.questions) {
        questionLanguages.add(question.language);
        expect(question.question.trim().length).toBeGreaterThan(0);
        if (question.answer !== undefined) {
          expect(question.answer.trim().length).toBeGreaterThan(0);
          expect(question.answeredDaysAgo, business.id).toBeDefined();
          expect(question.answeredDaysAgo ?? Infinity, business.id).toBeLessThanOrEqual(question.daysAgo);
        }
      }
    }
    expect([...questionLanguages].sort()).toEqual(['en', 'ru', 'vi']);
  });

  it('mentions the $150 minimum in the FAQ of businesses with the standard ticket', () => {
    for (const business of DEMO_BUSINESSES) {
      if (business.ticketMin !== 150) continue;
      expect(
        business.faq.some((entry) => entry.answer.en.includes('150') || entry.question.en.includes('150')),
        business.id,
      ).toBe(true);
    }
  });

  it('forecasts three ordered scenarios, the base one at the contract minimum, and at least five periods', () => {
    for (const { id, forecast, expectedReturnPct } of DEMO_BUSINESSES) {
      expect(forecast.scenarios.length, id).toBe(3);
      const [conservative, base, optimistic] = forecast.scenarios.map((scenario) => scenario.returnPct);
      expect(base, id).toBe(expectedReturnPct);
      expect(conservative, id).toBeLessThan(base ?? 0);
      expect(optimistic, id).toBeGreaterThan(base ?? 0);
      for (const series of [forecast.ebitda, forecast.expectedRevenue, forecast.userGrowth]) {
        expect(series.length, id).toBeGreaterThanOrEqual(5);
        expect(series.length, id).toBeLessThanOrEqual(8);
        const periods = series.map((point) => point.period);
        expect(new Set(periods).size, id).toBe(periods.length);
        for (const point of series) expect(Number.isFinite(point.value), id).toBe(true);
      }
      for (const point of forecast.expectedRevenue) expect(point.value, id).toBeGreaterThan(0);
      for (const point of forecast.userGrowth) expect(point.value, id).toBeGreaterThan(0);
    }
  });
});

describe('demo investments', () => {
  it('split each raised amount among its investors exactly, in whole tickets within the rules', () => {
    for (const [index, business] of DEMO_BUSINESSES.entries()) {
      const minor = (major: number) => toMinorUnits(major, business.currency);
      const amounts = splitRaised(
        minor(business.raised),
        business.investorCount,
        { minMinor: minor(business.ticketMin), stepMinor: minor(business.ticketStep) },
        seededRandom(index + 1),
      );
      expect(amounts, business.id).toHaveLength(business.investorCount);
      expect(
        amounts.reduce((sum, amount) => sum + amount, 0),
        business.id,
      ).toBe(minor(business.raised));
      for (const amount of amounts) {
        expect(amount, business.id).toBeGreaterThanOrEqual(minor(business.ticketMin));
        expect(amount, business.id).toBeLessThanOrEqual(minor(business.ticketMax));
        expect((amount - minor(business.ticketMin)) % minor(business.ticketStep), business.id).toBe(0);
      }
    }
  });

  it('falls back to cents, and to one investor per cent when the amount is smaller than the count', () => {
    const uneven = splitRaised(1_001, 3, { minMinor: 500, stepMinor: 500 }, seededRandom(1));
    expect(uneven).toHaveLength(3);
    expect(uneven.reduce((a, b) => a + b, 0)).toBe(1_001);
    expect(uneven.every((amount) => amount > 0)).toBe(true);
    expect(splitRaised(2, 5, { minMinor: 1, stepMinor: 1 }, seededRandom(1))).toEqual([1, 1]);
    expect(splitRaised(0, 5, { minMinor: 1, stepMinor: 1 }, seededRandom(1))).toEqual([]);
  });

  it('names demo investors for each audience, on a reserved domain', () => {
    const investors = demoInvestors(9);
    expect(new Set(investors.map((i) => i.email)).size).toBe(9);
    expect(investors.every((i) => i.email.endsWith('@demo.grove.example'))).toBe(true);
    expect(investors.find((i) => i.language === 'ru')!.name).toMatch(CYRILLIC);
    expect(investors.find((i) => i.language === 'vi')!.name).toMatch(VIETNAMESE_DIACRITIC);
  });
});
