import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { investByCard, SETTLE, signInInBrowser } from '../support/flows.js';
import { untilInteractive } from '../support/page.js';
import { PNG, tinyPdf, useServerWithOperator } from '../support/operator.js';

/** A refund round: the round job, then one refund and its webhook per payment. */
const REFUNDS = { timeout: 30_000, interval: 250 };

const journeys = useServerWithOperator('lifecycle');

type Texts = Record<'en' | 'vi' | 'ru', string>;
const LANGUAGE_TABS = { en: 'English', vi: 'Tiếng Việt', ru: 'Русский' } as const;

/** Every text of a business in one language, as the form labels them. */
function businessTexts(name: string, language: keyof Texts): Record<string, string> {
  const texts: Record<keyof Texts, Record<string, string>> = {
    en: {
      Name: name,
      'Short description': 'A tea house by West Lake serving lotus tea.',
      About: 'Family-run since 1998, now opening a second room.',
      Location: 'Hanoi, Vietnam',
      'Legal entity': 'Lotus Tea House LLC',
      'Payout format': 'Quarterly revenue share',
      'Investment structure': 'Revenue-share agreement',
    },
    vi: {
      Name: `${name} (Trà sen)`,
      'Short description': 'Quán trà bên Hồ Tây phục vụ trà sen.',
      About: 'Gia đình điều hành từ năm 1998, nay mở phòng thứ hai.',
      Location: 'Hà Nội, Việt Nam',
      'Legal entity': 'Công ty TNHH Trà Sen',
      'Payout format': 'Chia doanh thu hằng quý',
      'Investment structure': 'Hợp đồng chia doanh thu',
    },
    ru: {
      Name: `${name} (Лотосовый чай)`,
      'Short description': 'Чайная у Западного озера с лотосовым чаем.',
      About: 'Семейное дело с 1998 года, открывается второй зал.',
      Location: 'Ханой, Вьетнам',
      'Legal entity': 'ООО «Лотос»',
      'Payout format': 'Ежеквартальная доля выручки',
      'Investment structure': 'Договор о доле выручки',
    },
  };
  return texts[language];
}

/**
 * The console's create form in three languages, a cover image and a PDF on the edit page,
 * the preview in Russian, and Publish. Returns the business's address.
 */
async function createAndPublish(page: Page, name: string, id: string): Promise<void> {
  await page.goto('/admin/projects');
  await page.getByRole('link', { name: 'New business' }).click();
  await page.waitForURL('**/admin/projects/new');
  await page.getByRole('heading', { name: 'New business' }).waitFor();
  for (const language of ['en', 'vi', 'ru'] as const) {
    await page.getByRole('button', { name: new RegExp(`^${LANGUAGE_TABS[language]}`) }).click();
    await page.getByText(`You are editing the texts in ${LANGUAGE_TABS[language]}.`).waitFor();
    for (const [label, value] of Object.entries(businessTexts(name, language))) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
  }
  // Every translation is there: no tab counts a missing one.
  expect(await page.locator('[data-testid^="missing-count-"]').count()).toBe(0);
  await page.getByLabel('Address', { exact: true }).fill(id);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Food & beverage' });
  await page.getByLabel('Target', { exact: true }).fill('20000');
  // All or nothing below $300: the journeys' one investment of $300 lets the raise close early.
  await page.getByLabel('Minimum to succeed (optional)', { exact: true }).fill('300');
  await page.getByLabel('Maximum ticket', { exact: true }).fill('5000');
  await page.getByLabel('Deadline', { exact: true }).fill(`${new Date().getFullYear() + 1}-06-30T12:00`);
  await page.getByLabel('Expected return over the term (%)').fill('18');
  await page.getByLabel('Annual yield (%)').fill('12.5');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(`**/admin/projects/${id}`);
  await page.getByRole('heading', { name, exact: true }).waitFor();
  await page.getByText('Draft', { exact: true }).first().waitFor();

  // The cover image, then a PDF titled in every language.
  await page.getByLabel('Upload an image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('Cover', { exact: true }).waitFor(SETTLE);
  await page.getByLabel('Title (EN)').fill('Business plan 2027');
  await page.getByLabel('Title (VI)').fill('Kế hoạch kinh doanh 2027');
  await page.getByLabel('Title (RU)').fill('Бизнес-план 2027');
  await page
    .getByLabel('Upload a PDF')
    .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByRole('link', { name: 'Business plan 2027' }).waitFor(SETTLE);

  // Its key investment information sheet, drafted from what was entered, reviewed and approved:
  // without one the business takes no money.
  const kiis = page.getByTestId('kiis-review');
  await kiis
    .getByText("No version is approved yet: this business can't be published or take money until you approve one.")
    .waitFor();
  await kiis.getByTestId('kiis-key-points').getByText('Target').waitFor();
  await kiis.getByRole('button', { name: 'Approve version 1' }).click();
  await kiis.getByText('Investors see version 1.').waitFor(SETTLE);

  // The preview, as investors will see it, in Russian too; then publish from there.
  await page.getByRole('link', { name: 'Preview' }).click();
  await page.waitForURL(`**/admin/projects/${id}/preview`);
  await page.getByText('Preview: this is the page investors will see').waitFor();
  await page.getByRole('heading', { name, level: 1 }).waitFor(SETTLE);
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('heading', { name: businessTexts(name, 'ru').Name!, level: 1 }).waitFor(SETTLE);
  // The app's own dialog asks (never the browser's confirm()).
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish this business?' }).getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Fundraising', { exact: true }).first().waitFor(SETTLE);
  await expect
    .poll(async () => (await fetch(`${journeys.baseUrl}/api/v1/public/projects/${id}?lang=en`)).status)
    .toBe(200);
}

/**
 * A business of the test's own, created and published by the operator in the console (signed in
 * for the test), and an investor (verified in the sandbox) who invests $300 in it by card.
 */
async function publishedAndInvested(investorPrefix: string) {
  const stamp = Date.now();
  const name = `Lotus Tea House ${stamp}`;
  const id = `lotus-tea-house-${stamp}`;
  const operator = await journeys.signedInOperator();
  await createAndPublish(operator.page, name, id);
  const investor = await journeys.verifiedInvestor(investorPrefix, '/');
  await investByCard(investor.page, id, '300');
  return { stamp, name, id, operator, investor };
}

interface Lifecycle {
  status: string;
  raised: number;
  funding_end: string | null;
}

describe('operator life cycle', () => {
  it('creates a business in three languages, publishes it, and closes it funded after an investment', async () => {
    const { stamp, name, id, operator, investor } = await publishedAndInvested('journey-lifecycle-investor');

    // The operator finds the payment in the business's investors list.
    await operator.page.goto(`/admin/projects/${id}/investors`);
    await operator.page.getByRole('heading', { name: `Investors in ${name}` }).waitFor();
    const payment = operator.page.getByRole('row').filter({ hasText: investor.email });
    await payment.getByText('$300.00').waitFor();
    await payment.getByRole('cell', { name: 'Succeeded', exact: true }).waitFor();

    // …posts an update in every language…
    const update: Record<'title' | 'body', Texts> = {
      title: { en: `Second room opens ${stamp}`, vi: 'Phòng thứ hai khai trương', ru: 'Открывается второй зал' },
      body: {
        en: 'Thanks to you the second room opens next month.',
        vi: 'Nhờ các bạn, phòng thứ hai sẽ mở vào tháng tới.',
        ru: 'Благодаря вам второй зал откроется в следующем месяце.',
      },
    };
    await operator.page.goto(`/admin/projects/${id}/status`);
    await operator.page.getByRole('heading', { name: 'Current status' }).waitFor();
    for (const language of ['en', 'vi', 'ru'] as const) {
      await operator.page.getByRole('tab', { name: new RegExp(`^${LANGUAGE_TABS[language]}`) }).click();
      await operator.page.getByLabel(`Title (${LANGUAGE_TABS[language]})`).fill(update.title[language]);
      await operator.page.getByLabel(`Text (${LANGUAGE_TABS[language]})`).fill(update.body[language]);
    }
    await operator.page.getByRole('button', { name: 'Post the update' }).click();
    await operator.page.getByText('Update posted. 1 person was notified.').waitFor();

    // …and closes the round early as funded (something was raised).
    await operator.page.getByRole('radio', { name: /^Close as funded/ }).check();
    await operator.page.getByLabel('Reason').fill('The second room is fully financed; closing the round early.');
    await operator.page.getByRole('button', { name: 'Review the move' }).click();
    // $300 of $20,000 (its minimum to succeed is $300): the dialog says how far below the target,
    // and the move waits for the business's name.
    const confirm = operator.page.getByRole('dialog', { name: `Move ${name} to “Funded”?` });
    expect(await confirm.getByTestId('consequences').first().textContent()).toContain(
      'The raise closes at 2% of the target: $300 of $20,000.',
    );
    const close = confirm.getByRole('button', { name: 'Close below the target' });
    expect(await close.isDisabled()).toBe(true);
    await confirm.getByLabel(/type the business's name/).fill(name);
    await close.click();
    await operator.page.getByText('The business is now “Funded”.').waitFor();
    // The investor can still cancel for 4 days: the money is not final, so implementation waits.
    await operator.page.getByText(/^Not final yet: investors can cancel until /).waitFor();
    const start = operator.page.getByRole('radio', { name: /^Start implementation/ });
    await start.waitFor();
    expect(await start.isDisabled()).toBe(true);

    // The investor sees the update on the business page and both notifications in the header.
    await investor.page.goto(`/business/${id}`);
    await untilInteractive(investor.page);
    await investor.page.getByText(update.title.en).first().waitFor();
    // The updates are below the fold, laid out (and hydrated) when they come near the screen.
    await investor.page.locator('#updates').scrollIntoViewIfNeeded();
    await investor.page.getByText(update.body.en).first().waitFor();
    await investor.page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await investor.page.getByText(`News from ${name}`).first().waitFor(SETTLE);
    await investor.page.getByText(`${name}: Funded`).first().waitFor(SETTLE);

    expect(operator.problems).toEqual([]);
    expect(investor.problems).toEqual([]);
    await operator.context.close();
    await investor.context.close();
  }, 120_000);

  it('refunds every investor once the operator has seen the count and the total and typed the name', async () => {
    const { name, id, operator, investor } = await publishedAndInvested('journey-lifecycle-refund');
    await investor.page.goto('/portfolio');
    const holding = investor.page.getByTestId('investment').filter({ hasText: name });
    await holding.getByText('Invested', { exact: true }).waitFor();

    // The operator asks to refund every investor: the dialog says what that gives back.
    const page = operator.page;
    await page.goto(`/admin/projects/${id}/status`);
    await page.getByRole('radio', { name: /^Refund every investor/ }).check();
    await page.getByLabel('Reason').fill('The landlord withdrew the lease; the raise cannot go on.');
    await page.getByRole('button', { name: 'Review the move' }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${name} to “Refund initiated”?` });
    await dialog.getByTestId('consequences').waitFor();
    expect(await dialog.getByTestId('consequence-payments').textContent()).toContain('1');
    // $300 and the fees the investor paid: more than $300 back.
    const total = (await dialog.getByTestId('consequence-total').textContent()) ?? '';
    expect(total).toMatch(/^Refunded in all \(fees included\)\$3\d\d\.\d\d$/);
    expect(await dialog.getByTestId('consequences').first().textContent()).toContain('1 payment is refunded');
    const refund = dialog.getByRole('button', { name: 'Refund every investor' });
    expect(await refund.isDisabled()).toBe(true);
    await dialog.getByLabel(/type the business's name/).fill(`${name} Ltd`);
    expect(await refund.isDisabled()).toBe(true);
    await dialog.getByLabel(/type the business's name/).fill(name);
    expect(await refund.isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await refund.click();
    await page.getByText('The business is now “Refund initiated”.').waitFor(SETTLE);
    await expect
      .poll(
        async () => (await journeys.api<Lifecycle>(operator.token, `/admin/projects/${id}/status`)).body.status,
        REFUNDS,
      )
      .toBe('refund_completed');

    // The investor's portfolio shows the investment refunded.
    await investor.page.reload();
    await holding.getByText('Refunded', { exact: true }).waitFor(SETTLE);

    // The console shows the business refunded: in the list and on its status page.
    await operator.page.goto('/admin/projects');
    const row = operator.page.getByRole('row').filter({ hasText: name });
    await row.getByText('Refunded', { exact: true }).waitFor();
    await operator.page.goto(`/admin/projects/${id}/status`);
    await operator.page.getByText('No move is possible from this status.').waitFor();
    await operator.page.getByText('Refunded', { exact: true }).first().waitFor();

    expect(operator.problems).toEqual([]);
    expect(investor.problems).toEqual([]);
    await operator.context.close();
    await investor.context.close();
  }, 120_000);

  it('sends a signed-out visit to the console to sign in, and back to the console after', async () => {
    const visitor = await journeys.open('/admin/audit');
    await visitor.page.waitForURL('**/signin?redirectTo=%2Fadmin%2Faudit');
    await visitor.page.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
    await signInInBrowser(visitor.page, journeys.operatorEmail);
    await visitor.page.waitForURL('**/admin/audit');
    await visitor.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor(SETTLE);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  }, 60_000);
});
