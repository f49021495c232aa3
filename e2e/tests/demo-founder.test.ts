import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { tinyPdf } from '../support/operator.js';
import { DESKTOP, PHONE, useBrowser } from '../support/page.js';

/** A visit takes a moment to make (a founder's reports its quarters too). */
const SETTLE = { timeout: 30_000 };

const browser = useBrowser();

/** The tour shows the step `id`, with the ring around what it is about. */
async function atStep(page: Page, id: string, title: string): Promise<void> {
  await page.waitForFunction(
    (step) => document.querySelector('[data-testid="demo-tour"]')?.getAttribute('data-step') === step,
    id,
    SETTLE,
  );
  await page.getByRole('dialog', { name: title }).waitFor();
}
const highlighted = (page: Page) => page.getByTestId('tour-highlight').waitFor(SETTLE);
const next = (page: Page) => page.getByTestId('tour-next').click();

describe('the founder’s tour at /demo', () => {
  it('takes the founder tour at 1280 px: send the draft for review, answer, report a quarter and see what to pay', async () => {
    const { page, problems } = await browser.open('/demo', { viewport: DESKTOP });
    await page.getByRole('button', { name: 'Explore as a founder' }).click(SETTLE);
    await page.waitForURL('**/founder', SETTLE);
    await atStep(page, 'founderHome', "The founder's portal");
    await highlighted(page);
    // The visit's three businesses, each owned by the visitor.
    expect(await page.locator('[data-tour="founder-businesses"] > li').count()).toBe(3);
    expect(await axeViolations(page, '[data-testid="demo-tour"]')).toEqual([]);

    await next(page);
    await atStep(page, 'campaign', 'The campaign editor');
    await page.waitForURL(/\/founder\/businesses\/an-tam-family-clinic-demo-[0-9a-f]+\/campaign$/);
    await highlighted(page);

    await next(page);
    await atStep(page, 'review', 'Sending it for approval');
    await highlighted(page);
    await page.locator('[data-tour="campaign-review"]').getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText("Your business is waiting for an operator's review.").waitFor(SETTLE);

    await next(page);
    await atStep(page, 'team', 'Your team');
    await page.waitForURL(/\/team$/);
    await highlighted(page);

    await next(page);
    await atStep(page, 'raiseLive', 'The raise, live');
    await page.waitForURL(/\/founder\/businesses\/saigon-bean-roastery-demo-[0-9a-f]+$/);
    await page.getByTestId('raised').waitFor();
    await highlighted(page);

    // The investor's open question, answered.
    await next(page);
    await atStep(page, 'questions', "An investor's question");
    await page.waitForURL(/\/investors$/);
    const questions = page.locator('[data-tour="founder-questions"]');
    await questions
      .getByLabel('Answer', { exact: true })
      .fill('Yes: it arrives next month and is installed in a week.');
    await questions.getByRole('button', { name: 'Publish answer' }).click();
    // The catalogue's answered questions came with the copy: this one is now among them.
    await questions.getByText('Yes: it arrives next month and is installed in a week.').waitFor(SETTLE);
    await questions.getByLabel('Answer', { exact: true }).waitFor({ state: 'detached' });

    await next(page);
    await atStep(page, 'update', 'Posting an update');
    await highlighted(page);

    // The brewery's latest quarter, reported: what to pay, and how.
    await next(page);
    await atStep(page, 'revenue', "Reporting a quarter's revenue");
    await page.waitForURL(/\/founder\/businesses\/kartli-craft-brewery-demo-[0-9a-f]+\/revenue$/);
    await highlighted(page);
    const report = page.locator('[data-tour="revenue-report"]');
    await report.getByLabel(/^Revenue/).fill('16400.00');
    await report.getByLabel(/^Profit/).fill('3100.00');
    await report.getByLabel('Evidence (PDF)').setInputFiles({
      name: 'q4.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await report.getByRole('button', { name: 'Send the report' }).click();
    const pay = page.getByRole('region', { name: 'What to pay' });
    await pay.waitFor(SETTLE);
    await pay.getByText('Payment reference').waitFor();

    await next(page);
    await atStep(page, 'periods', 'Every quarter and the contract minimum');
    await highlighted(page);

    await next(page);
    await atStep(page, 'founderDone', "That was the founder's side");
    await page.waitForURL('**/demo');
    await page.getByRole('heading', { name: 'You are in a demo visit as a founder' }).waitFor();
    await page.getByTestId('tour-finish').click();
    expect(problems).toEqual([]);
    // Ten pages, four of them acted on: longer than one journey's default.
  }, 180_000);

  it('walks the founder tour on a 390 px phone, in Vietnamese, each step pointing at its part of the page', async () => {
    const { page, problems } = await browser.open('/demo', {
      viewport: PHONE,
      locale: 'vi-VN',
      init: () => localStorage.setItem('preferred_language', 'vi'),
    });
    await page.getByRole('heading', { name: 'Xem Grove từ mọi phía trong vài phút', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Khám phá với vai trò nhà sáng lập' }).click();
    await page.waitForURL('**/founder', SETTLE);
    const steps: [string, string][] = [
      ['founderHome', 'Cổng nhà sáng lập'],
      ['campaign', 'Trình chỉnh sửa trang gọi vốn'],
      ['review', 'Gửi để phê duyệt'],
      ['team', 'Nhóm của bạn'],
      ['raiseLive', 'Đợt gọi vốn trực tiếp'],
      ['questions', 'Câu hỏi của nhà đầu tư'],
      ['update', 'Đăng bản tin cập nhật'],
      ['revenue', 'Báo cáo doanh thu quý'],
      ['periods', 'Từng quý và mức tối thiểu theo hợp đồng'],
    ];
    for (const [index, [id, title]] of steps.entries()) {
      if (index > 0) await next(page);
      await atStep(page, id, title);
      await highlighted(page);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await next(page);
    await atStep(page, 'founderDone', 'Đó là phía nhà sáng lập');
    await page.waitForURL('**/demo');
    expect(problems).toEqual([]);
  }, 180_000);
});
