import { z } from 'zod';
import { ADMIN_PROJECT_STATUSES, projectFields } from './admin-projects.js';
import { projectUpdatePostSchema } from './admin-lifecycle.js';
import { emailSchema } from './auth.js';
import { BUSINESS_MEMBER_ROLES } from './founders.js';
import { PROJECT_DOCUMENT_KINDS } from './project-rules.js';
import { text } from './text.js';

/**
 * The founder's portal (issue 26, docs/architecture.md "The founder's portal"): what a business's
 * team edits, what operators approve, and the team's invitations.
 */

/**
 * The fields of a campaign a founder edits: the business's story (texts in en, vi, ru), its
 * people, questions and forecast. The raise's terms (amounts, tickets, dates, currency, legal
 * texts, category) stay the operators'.
 */
export const FOUNDER_CAMPAIGN_FIELDS = [
  'name',
  'description',
  'about',
  'location',
  'video_url',
  'team',
  'faq',
  'forecast',
] as const;
export type FounderCampaignField = (typeof FOUNDER_CAMPAIGN_FIELDS)[number];

/** PUT /api/v1/founder/businesses/{id}/campaign: the whole campaign, validated as the console's form. */
export const founderCampaignInputSchema = projectFields.pick({
  name: true,
  description: true,
  about: true,
  location: true,
  video_url: true,
  team: true,
  faq: true,
  forecast: true,
});
export type FounderCampaignInput = z.input<typeof founderCampaignInputSchema>;

const localizedOut = z.object({ en: z.string(), vi: z.string(), ru: z.string() });
/** The campaign as stored, amounts of the forecast in major units. */
export const founderCampaignSchema = z.object({
  name: localizedOut,
  description: localizedOut,
  about: localizedOut,
  location: localizedOut,
  video_url: z.string(),
  team: z.array(
    z.object({
      name: z.string(),
      role: localizedOut,
      bio: localizedOut,
      linkedin_url: z.string(),
      photo_file_id: z.string().nullable(),
    }),
  ),
  faq: z.array(z.object({ question: localizedOut, answer: localizedOut })),
  forecast: z.object({
    scenarios: z.array(z.object({ label: localizedOut, return_pct: z.number() })),
    ebitda: z.array(z.object({ period: z.string(), value: z.number() })),
    expected_revenue: z.array(z.object({ period: z.string(), value: z.number() })),
    user_growth: z.array(z.object({ period: z.string(), value: z.number() })),
  }),
});
export type FounderCampaign = z.infer<typeof founderCampaignSchema>;

/**
 * What a request asks an operator for: `edit` a live campaign's fields, `review` a draft
 * (approving publishes it), post an `update` (when the business's updates need approval), or
 * change the `media` (the images and documents, before and after as `FounderGallery`s).
 */
export const CHANGE_REQUEST_KINDS = ['edit', 'review', 'update', 'media'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** A founder's request, with the changed fields before and after (an update's title and body in `after`). */
export const changeRequestSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    project_name: z.string(),
    kind: z.enum(CHANGE_REQUEST_KINDS),
    status: z.enum(CHANGE_REQUEST_STATUSES),
    before: z.record(z.string(), z.unknown()),
    after: z.record(z.string(), z.unknown()),
    /** The founder's note to the operator (a review's), then the operator's answer once decided. */
    note: z.string().nullable(),
    message: z.string().nullable(),
    requested_by: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'ChangeRequest' });
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestListSchema = z
  .object({ requests: z.array(changeRequestSchema) })
  .meta({ id: 'ChangeRequestList' });
export type ChangeRequestList = z.infer<typeof changeRequestListSchema>;

/** GET /api/v1/founder/businesses/{id}/campaign */
export const founderCampaignViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(ADMIN_PROJECT_STATUSES),
    currency: z.string(),
    campaign: founderCampaignSchema,
    /** The business's latest requests (all kinds), newest first. */
    requests: z.array(changeRequestSchema),
  })
  .meta({ id: 'FounderCampaignView' });
export type FounderCampaignView = z.infer<typeof founderCampaignViewSchema>;

/** PUT …/campaign: a draft's edit is applied at once; a live business's becomes a request. */
export const founderCampaignSavedSchema = z
  .object({ applied: z.boolean(), request: changeRequestSchema.nullable(), view: founderCampaignViewSchema })
  .meta({ id: 'FounderCampaignSaved' });
export type FounderCampaignSaved = z.infer<typeof founderCampaignSavedSchema>;

/** POST …/review */
export const founderReviewInputSchema = z.object({ note: text({ multiline: true }).trim().max(2_000).optional() });
export type FounderReviewInput = z.infer<typeof founderReviewInputSchema>;

/** POST /api/v1/admin/changes/{id}/reject: the operator says why (mailed to the founder). */
export const changeRejectSchema = z.object({
  message: text({ multiline: true }).trim().min(1, 'Required').max(2_000),
});
export type ChangeReject = z.infer<typeof changeRejectSchema>;
/** POST …/approve: an optional message to the founder. */
export const changeApproveSchema = z
  .object({ message: text({ multiline: true }).trim().max(2_000).optional() })
  .optional();
export type ChangeApprove = z.infer<typeof changeApproveSchema>;

export const changeListQuerySchema = z.object({ status: z.enum(CHANGE_REQUEST_STATUSES).optional() });

/** GET/PUT /api/v1/admin/projects/{id}/founder-settings */
export const founderSettingsSchema = z.object({ updates_need_approval: z.boolean() }).meta({ id: 'FounderSettings' });
export type FounderSettings = z.infer<typeof founderSettingsSchema>;

// The team

export const teamMemberSchema = z.object({
  user_id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(BUSINESS_MEMBER_ROLES),
  added_at: z.string(),
});
export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(BUSINESS_MEMBER_ROLES),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET …/team */
export const founderTeamSchema = z
  .object({
    your_role: z.enum(BUSINESS_MEMBER_ROLES),
    members: z.array(teamMemberSchema),
    /** Open invitations (not used, not expired); owners only, empty for editors. */
    invitations: z.array(teamInvitationSchema),
  })
  .meta({ id: 'FounderTeam' });
export type FounderTeam = z.infer<typeof founderTeamSchema>;

export const teamInviteSchema = z.object({
  email: emailSchema,
  role: z.enum(BUSINESS_MEMBER_ROLES),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;
export const teamRoleSchema = z.object({ role: z.enum(BUSINESS_MEMBER_ROLES) });

/** An invitation lasts a week. */
export const INVITATION_TTL_DAYS = 7;

/** GET /api/v1/founder/invitations/{token} */
export const invitationViewSchema = z
  .object({
    project_id: z.string(),
    business_name: z.string(),
    email: z.string(),
    role: z.enum(BUSINESS_MEMBER_ROLES),
    expires_at: z.string(),
    /** Whether the signed-in account's address is the invited one. */
    address_matches: z.boolean(),
  })
  .meta({ id: 'InvitationView' });
export type InvitationView = z.infer<typeof invitationViewSchema>;
export const invitationAcceptedSchema = z.object({ project_id: z.string() }).meta({ id: 'InvitationAccepted' });

// Talking to investors

/** The raise as its team sees it: totals and dated amounts, nothing that names an investor. */
export const founderOverviewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(ADMIN_PROJECT_STATUSES),
    currency: z.string(),
    target: z.number(),
    raised: z.number(),
    reserved: z.number(),
    investor_count: z.number().int(),
    funding_end: z.string().nullable(),
    waitlist_count: z.number().int(),
    recent: z.array(z.object({ amount: z.number(), at: z.string() })),
    campaign_changed_at: z.string().nullable(),
  })
  .meta({ id: 'FounderOverview' });
export type FounderOverview = z.infer<typeof founderOverviewSchema>;

/** A question of the business as its team sees it: the asker is not named. */
export const founderQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  language: z.string(),
  answer: z.string().nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
});
export const founderQuestionListSchema = z
  .object({ questions: z.array(founderQuestionSchema) })
  .meta({ id: 'FounderQuestionList' });
export type FounderQuestionList = z.infer<typeof founderQuestionListSchema>;
export const founderAnswerSchema = z.object({
  answer: text({ multiline: true }).trim().min(1, 'Required').max(5_000),
});

export const founderUpdateInputSchema = projectUpdatePostSchema.pick({ title: true, body: true });
export type FounderUpdateInput = z.input<typeof founderUpdateInputSchema>;
export const founderUpdatesSchema = z
  .object({
    needs_approval: z.boolean(),
    updates: z.array(z.object({ id: z.string(), title: localizedOut, body: localizedOut, published_at: z.string() })),
    /** Updates waiting for (or refused by) an operator, newest first. */
    requests: z.array(changeRequestSchema),
  })
  .meta({ id: 'FounderUpdates' });
export type FounderUpdates = z.infer<typeof founderUpdatesSchema>;
export const founderUpdatePostedSchema = z
  .object({ published: z.boolean(), request: changeRequestSchema.nullable() })
  .meta({ id: 'FounderUpdatePosted' });
export type FounderUpdatePosted = z.infer<typeof founderUpdatePostedSchema>;

/** A share link to create: its name is the team's own label for where it is posted. */
export const shareLinkInputSchema = z.object({
  name: text().trim().min(1, 'Required').max(60),
});
export type ShareLinkInput = z.input<typeof shareLinkInputSchema>;

/**
 * Where investors come from: each share link (and `Direct`, `id` null: no link or one that is
 * not the business's) with its investors and the amount invested, confirmed investments only.
 * An investor counts once, under the source of their first investment, so the investors add up
 * to the raise's; amounts add up to what it raised. Nothing names an investor.
 */
export const shareSourceSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  created_at: z.string().nullable(),
  investors: z.number().int(),
  amount: z.number(),
});
export type ShareSource = z.infer<typeof shareSourceSchema>;
export const founderShareLinksSchema = z
  .object({
    currency: z.string(),
    investor_count: z.number().int(),
    raised: z.number(),
    sources: z.array(shareSourceSchema),
  })
  .meta({ id: 'FounderShareLinks' });
export type FounderShareLinks = z.infer<typeof founderShareLinksSchema>;
/**
 * A business's images and documents as its team edits them in the portal (and as a `media`
 * request's before and after). Every item keeps its id from the proposal to the approval: an image
 * or document the team adds gets its id when it is uploaded, and keeps it once applied.
 */
export const galleryImageSchema = z.object({
  id: z.uuid(),
  file_id: z.uuid(),
  url: z.string(),
  alt: localizedOut,
});
export const galleryDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROJECT_DOCUMENT_KINDS),
  title: localizedOut,
  /** False: the team and operators only (an application's papers arrive so). */
  public: z.boolean(),
  file_id: z.uuid().nullable(),
  url: z.string().nullable(),
  name: z.string().nullable(),
});
export const founderGallerySchema = z
  .object({ media: z.array(galleryImageSchema), documents: z.array(galleryDocumentSchema) })
  .meta({ id: 'FounderGallery' });
export type FounderGallery = z.infer<typeof founderGallerySchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type GalleryDocument = z.infer<typeof galleryDocumentSchema>;

/**
 * GET /api/v1/founder/businesses/{id}/media: the gallery the team is editing. On a live business
 * with a pending media request that is the request's `after` (every further edit amends it);
 * otherwise the business's own.
 */
export const founderGalleryViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(ADMIN_PROJECT_STATUSES),
    gallery: founderGallerySchema,
    /** The media request waiting for an operator, if any; its `after` is `gallery`. */
    pending: changeRequestSchema.nullable(),
    /** The latest decided media request (the operator's message when it was rejected). */
    last_decided: changeRequestSchema.nullable(),
  })
  .meta({ id: 'FounderGalleryView' });
export type FounderGalleryView = z.infer<typeof founderGalleryViewSchema>;

/** PATCH …/documents/{itemId}: whether investors see the document. */
export const galleryDocumentPublicSchema = z.object({ public: z.boolean() });
