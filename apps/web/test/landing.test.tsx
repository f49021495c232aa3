import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from './account';
import { makeProject, serveFeatured } from './catalogue';
import { server } from './msw';
import { renderApp } from './render';

beforeEach(resetSession);

const featured = Array.from({ length: 8 }, (_, index) =>
  makeProject({ id: `p${index}`, name: `Popular business ${index + 1}` }),
);

describe('landing page', () => {
  it('leads with the start-with-$10 call to action to the businesses', async () => {
    serveFeatured(featured);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Own a share of the businesses you believe in',
    );
    expect(screen.getByRole('link', { name: 'Start with $10' })).toHaveAttribute('href', '/businesses');
    expect(screen.getByText('Wallet top-up and entry start from $10 (project minimums may vary).')).toBeInTheDocument();
  });

  it('shows the popular projects from the featured call, at most six', async () => {
    serveFeatured(featured);
    renderApp('/');
    const section = await screen.findByTestId('featured-projects');
    expect(within(section).getByRole('heading', { level: 2, name: 'Popular projects' })).toBeInTheDocument();
    expect(within(section).getAllByTestId('project-card')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'Popular business 1' })).toHaveAttribute('href', '/business/p0');
    expect(within(section).getByRole('link', { name: /View all businesses/ })).toHaveAttribute('href', '/businesses');
  });

  it('leaves the popular projects out when the call fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/v1/public/projects/featured', () =>
        HttpResponse.json({ detail: 'Not available', code: 'DOWN' }, { status: 400 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not load the popular projects.', expect.anything()));
    expect(screen.queryByTestId('featured-projects')).toBeNull();
    expect(screen.queryByTestId('featured-skeleton')).toBeNull();
    log.mockRestore();
  });

  it('explains the three steps, the safeguards and answers six questions', async () => {
    serveFeatured(featured);
    renderApp('/');
    const steps = await screen.findByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Choose', 'Invest', 'Earn']);
    const security = screen.getByRole('region', { name: 'Your money is handled with care' });
    for (const name of [
      'Identity verification',
      'Card payments through a licensed provider',
      'Money held per business',
      'Risk quiz',
      '4-day reflection period',
    ]) {
      expect(within(security).getByRole('heading', { name })).toBeInTheDocument();
    }
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByTestId('faq-item')).toHaveLength(6);
    for (const question of [
      'What is the minimum investment?',
      'What fees do I pay?',
      'How do payouts work?',
      'What are the risks?',
      'Can I change my mind after investing?',
      'What happens if a round does not reach its target?',
    ]) {
      expect(within(faq).getByText(question)).toBeInTheDocument();
    }
    expect(within(faq).getByText(/A service fee of 5% of the invested amount/)).toBeInTheDocument();
    expect(within(faq).getByText(/card-processing fee of 2\.5% paid to the payment provider/)).toBeInTheDocument();
    expect(within(faq).getByText(/\$10,000 invested .* \+15% returns at least \$11,500/)).toBeInTheDocument();
  });

  it('plays the explainer in a dialog from the video call to action', async () => {
    serveFeatured(featured);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Watch how it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Grove works' });
    expect(within(dialog).getByTestId('explainer-animation')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Choose a business' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chapter 4: Receive your payouts' }));
    expect(within(dialog).getByRole('heading', { name: 'Receive your payouts' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'How Grove works' })).toBeNull());
  });
});
