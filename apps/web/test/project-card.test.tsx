import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectCard } from '@/features/businesses/components/project-card';
import { resetSession } from './account';
import { makeProject } from './catalogue';
import { renderWithProviders } from './render';

beforeEach(resetSession);

describe('project card', () => {
  it('shows the funding progress, raised of target, days left and the key terms', async () => {
    renderWithProviders(<ProjectCard project={makeProject({ endsInDays: 12 })} />);
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByTestId('funded-percent')).toHaveTextContent('66% funded');
    expect(within(card).getByTestId('raised-of-target')).toHaveTextContent('$78,600 raised of $120,000');
    expect(within(card).getByTestId('days-left')).toHaveTextContent('12 days left');
    const progress = within(card).getByRole('progressbar', { name: 'Funding progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '66');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(within(card).getByText('+16%')).toBeInTheDocument();
    expect(within(card).getByText('$150')).toBeInTheDocument();
    expect(within(card).getByText('112')).toBeInTheDocument();
    expect(within(card).getByText('Food & beverage')).toBeInTheDocument();
    expect(within(card).getByText('District 3, Ho Chi Minh City, Vietnam')).toBeInTheDocument();
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('Fundraising');
  });

  it('is one link to the business, inside its heading', async () => {
    renderWithProviders(<ProjectCard project={makeProject({ id: 'sunroof solar' })} />);
    const card = await screen.findByTestId('project-card');
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/business/sunroof%20solar');
    expect(within(card).getByRole('heading', { name: 'Saigon Bean Roastery & Café' })).toContainElement(links[0]!);
    expect(card).toHaveAccessibleName('Saigon Bean Roastery & Café');
  });

  it('loads its image lazily with its size and alt text, or at once when it is the LCP image', async () => {
    const { unmount } = renderWithProviders(<ProjectCard project={makeProject()} />);
    let image = await screen.findByRole('img', { name: 'The café storefront' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(image).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWithProviders(<ProjectCard project={makeProject()} priority />);
    image = await screen.findByRole('img', { name: 'The café storefront' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows no days left once the round is closed, and unknown categories as Business', async () => {
    renderWithProviders(
      <ProjectCard project={makeProject({ status: 'funded', category: 'space_mining', fundedPercent: 100 })} />,
    );
    const card = await screen.findByTestId('project-card');
    expect(within(card).queryByTestId('days-left')).toBeNull();
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('Funded');
    expect(within(card).getByText('Business')).toBeInTheDocument();
    expect(within(card).getByTestId('funded-percent')).toHaveTextContent('100% funded');
  });

  it('counts a single day in the singular', async () => {
    renderWithProviders(<ProjectCard project={makeProject({ endsInDays: 1 })} />);
    expect(await screen.findByTestId('days-left')).toHaveTextContent('1 day left');
  });
});
