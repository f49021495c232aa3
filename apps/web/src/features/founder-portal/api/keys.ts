/** The founder's portal's query keys per business (issue 26), and the console's queue of requests. */
export const portalKeys = {
  all: ['founder-portal'] as const,
  business: (id: string) => [...portalKeys.all, id] as const,
  overview: (id: string) => [...portalKeys.business(id), 'overview'] as const,
  campaign: (id: string) => [...portalKeys.business(id), 'campaign'] as const,
  gallery: (id: string) => [...portalKeys.business(id), 'gallery'] as const,
  team: (id: string) => [...portalKeys.business(id), 'team'] as const,
  questions: (id: string) => [...portalKeys.business(id), 'questions'] as const,
  updates: (id: string) => [...portalKeys.business(id), 'updates'] as const,
  shareLinks: (id: string) => [...portalKeys.business(id), 'share-links'] as const,
  invitation: (token: string) => [...portalKeys.all, 'invitation', token] as const,
  changes: (status: string) => ['admin', 'founder-changes', status] as const,
  allChanges: ['admin', 'founder-changes'] as const,
  settings: (id: string) => ['admin', 'founder-settings', id] as const,
};

export const businessUrl = (id: string) => `/api/v1/founder/businesses/${encodeURIComponent(id)}`;
