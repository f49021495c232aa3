import { describe, expect, it } from 'vitest';
import { SETTLE } from '../support/flows.js';
import { useServerWithOperator } from '../support/operator.js';
import { untilInteractive } from '../support/page.js';

const journeys = useServerWithOperator('applications');

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('applying to raise (issue 26)', () => {
  it('applies, is asked for a change, resubmits, and is approved into a draft business of their own', async () => {
    // The applicant, verified; "Raise money with Grove" starts their application.
    const applicant = await journeys.verifiedInvestor('journey-founder', '/');
    const page = applicant.page;
    await page.goto('/founder/apply');
    await page.getByRole('heading', { level: 1, name: 'Apply to raise money' }).waitFor(SETTLE);
    await untilInteractive(page);
    const id = /\/founder\/applications\/([\w-]+)/.exec(page.url())![1]!;

    // The company step, in the browser.
    await page.getByLabel('Company name').fill('Journey Noodle Works');
    await page.getByLabel('Country of registration').selectOption('VN');
    await page.getByLabel('Registration number').fill('0109876543');
    await page.getByLabel('Registered address').fill('12 Hang Bac, Hanoi');
    await page.getByLabel('What the company does').fill('Fresh rice noodles for restaurants.');
    await page.getByLabel('Founded on').fill('2019-03-01');
    await page.getByLabel('Sector').selectOption('food_beverage');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'People' }).waitFor();

    // The other steps through the API, as the form sends them.
    const base = `/founder/applications/${id}`;
    const call = (route: string, method: string, body?: unknown) =>
      journeys.api(applicant.token, `${base}${route}`, { method, body });
    expect(
      (
        await call('/people', 'POST', {
          name: 'Journey Founder',
          email: applicant.email,
          role: 'director_owner',
          ownership: '100',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('/raise', 'PUT', {
          currency: 'USD',
          amount: '50000',
          min_raise: '30000',
          use_of_funds: 'A second line.',
          revenue_share: '5',
          term_months: 24,
          contract_multiple: '1.15',
        })
      ).status,
    ).toBe(200);
    expect((await call('/revenue', 'PUT', { currency: 'USD', revenue_12m: '200000', note: '' })).status).toBe(200);
    for (const kind of ['financial_statements', 'incorporation']) {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), `${kind}.pdf`);
      const uploaded = await fetch(`${journeys.baseUrl}/api/v1${base}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${applicant.token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
    }

    // Submitted from the review step.
    await page.reload();
    await page.getByRole('button', { name: /6\. Review and submit/ }).click();
    await page.getByText('Every step is complete.').first().waitFor();
    await page.getByRole('button', { name: 'Submit the application' }).click();
    await page.getByText('Your application is under review.', { exact: false }).waitFor(SETTLE);

    // The operator asks for a change.
    const operator = await journeys.signedInOperator();
    await operator.page.goto('/admin/applications');
    await operator.page.getByRole('link', { name: 'Journey Noodle Works' }).click();
    await operator.page.getByRole('heading', { level: 1, name: 'Journey Noodle Works' }).waitFor();
    await operator.page.getByRole('button', { name: 'Ask for changes' }).click();
    const ask = operator.page.getByRole('dialog', { name: 'Ask for changes' });
    await ask.getByLabel('What should change').fill('Please add your licences.');
    await ask.getByRole('button', { name: 'Send to the applicant' }).click();
    await operator.page.getByText('Sent back to the applicant with your message.').waitFor();

    // The applicant reads it, and submits again.
    await page.reload();
    await page.getByText('Please add your licences.').waitFor(SETTLE);
    await page.getByRole('button', { name: /6\. Review and submit/ }).click();
    await page.getByRole('button', { name: 'Submit the application' }).click();
    await page.getByText('Your application is under review.', { exact: false }).waitFor(SETTLE);

    // The operator approves: the draft business is made, the applicant its owner.
    await operator.page.reload();
    await operator.page.getByRole('button', { name: 'Approve' }).click();
    await operator.page
      .getByRole('dialog', { name: 'Approve this application?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await operator.page.getByText('Approved: the draft business is ready and the applicant was told.').waitFor(SETTLE);
    await operator.page.getByRole('link', { name: 'Open the draft business' }).waitFor();

    await page.goto('/founder');
    await page.getByRole('heading', { name: 'Journey Noodle Works' }).waitFor(SETTLE);
    await page.getByText('Approved', { exact: true }).waitFor();

    expect(operator.problems).toEqual([]);
    expect(applicant.problems).toEqual([]);
    await operator.context.close();
    await applicant.context.close();
  }, 240_000);
});
