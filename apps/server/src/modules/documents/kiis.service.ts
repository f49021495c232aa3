import type { AdminKiis, FeeSchedule, KiisAcknowledgments, KiisSheet, Language } from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { kiisContent, kiisFactsHash, kiisFactsOf } from './kiis-content.js';
import {
  acknowledgePublishedKiis,
  approveKiisDraft,
  findKiisProject,
  findKiisVersion,
  hasKiisAcknowledgment,
  insertKiisVersion,
  latestKiisVersion,
  listKiisAcknowledgments,
  listKiisVersions,
  publishedKiisVersion,
  refreshKiisDraft,
  type KiisVersionRow,
} from './kiis.repository.js';
import type { PdfRenderer } from './pdf-renderer.js';
import type { RenderedDocument } from './documents.service.js';

/** What a version shows and its hash: the seed writes its approved versions with them. */
export { kiisFactsHash, kiisFactsOf };

const NO_SHEET = 'This business has no published key investment information sheet yet';

/**
 * The key investment information sheet of each business (EU 2020/1503 Art. 23, docs/architecture.md
 * "Key investment information sheet"): versions drafted from the business's facts, approved by an
 * operator, published, and acknowledged by each investor before they invest.
 */
export function createKiisService({
  db,
  clock,
  fees,
  pdf,
}: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  fees: FeeSchedule;
  pdf: Pick<PdfRenderer, 'render'>;
}) {
  /**
   * The version that shows the business's facts as they are now: the latest one when nothing
   * changed, the draft brought up to date, or a new draft after the latest approved one.
   */
  async function draftIfChanged(executor: Executor, projectId: string): Promise<KiisVersionRow> {
    const project = await findKiisProject(executor, projectId, { lock: true });
    if (!project) throw notFound('Project not found');
    const facts = kiisFactsOf(project, fees);
    const factsHash = kiisFactsHash(facts);
    const latest = await latestKiisVersion(executor, projectId);
    if (latest?.factsHash === factsHash) return latest;
    const now = clock.now();
    if (latest?.status === 'draft') {
      const refreshed = await refreshKiisDraft(executor, projectId, latest.version, facts, factsHash, now);
      if (refreshed) return refreshed;
    }
    return insertKiisVersion(executor, {
      projectId,
      version: (latest?.version ?? 0) + 1,
      status: 'draft',
      facts,
      factsHash,
      createdAt: now,
    });
  }

  function sheetOf(row: KiisVersionRow, language: Language): KiisSheet {
    const { document, keyPoints } = kiisContent(
      row.facts,
      { version: row.version, approvedAt: row.approvedAt, issuedAt: row.approvedAt ?? row.createdAt },
      language,
    );
    return {
      project_id: row.projectId,
      version: row.version,
      status: row.status,
      approved_at: row.approvedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      title: document.title,
      intro: document.intro,
      key_points: keyPoints,
      blocks: document.blocks.map((block) =>
        block.kind === 'rows'
          ? { kind: 'rows', rows: block.rows.map(([label, value]) => ({ label, value })) }
          : block.kind === 'heading'
            ? { kind: 'heading', text: block.text }
            : { kind: 'paragraph', text: block.text },
      ),
    };
  }

  /** A published business's approved version: the one asked for, or the published one. */
  async function publicVersion(projectId: string, version?: number): Promise<KiisVersionRow> {
    const project = await findKiisProject(db, projectId);
    if (!project?.publishedAt) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
    const row =
      version === undefined ? await publishedKiisVersion(db, projectId) : await findKiisVersion(db, projectId, version);
    if (!row || row.status !== 'approved') {
      throw notFound(
        version === undefined ? NO_SHEET : `This business has no approved version ${version} of its sheet`,
      );
    }
    return row;
  }

  async function pdfOf(row: KiisVersionRow, language: Language): Promise<RenderedDocument> {
    const { document } = kiisContent(
      row.facts,
      { version: row.version, approvedAt: row.approvedAt, issuedAt: row.approvedAt ?? row.createdAt },
      language,
    );
    return {
      filename: `grove-kiis-${row.projectId.slice(0, 60)}-v${row.version}-${language}.pdf`,
      bytes: await pdf.render(document),
    };
  }

  /**
   * An operator approves the draft they reviewed (named by its facts' hash): refused when the
   * business changed since, so nobody approves facts they did not see.
   */
  async function approve(
    actorId: string | null,
    projectId: string,
    version: number,
    factsHash: string,
    at: Date = clock.now(),
  ): Promise<KiisVersionRow> {
    return db.transaction(async (tx) => {
      const current = await draftIfChanged(tx, projectId);
      if (current.version !== version || current.factsHash !== factsHash) {
        throw new AppError(
          'CONFLICT',
          `The business changed since version ${version} was drafted: review version ${current.version} and approve it`,
        );
      }
      if (current.status === 'approved') return current;
      const approved = await approveKiisDraft(tx, projectId, version, factsHash, actorId, at);
      if (!approved) throw new AppError('CONFLICT', 'This version changed while you approved it: review it again');
      if (actorId) {
        await recordAudit(tx, {
          actorId,
          action: 'project.kiis.approve',
          targetType: 'project',
          targetId: projectId,
          after: { version, facts_hash: factsHash },
        });
      }
      return approved;
    });
  }

  return {
    /** After an edit: drafts a new version when the facts the sheet shows changed. */
    draftIfChanged,

    /** The published sheet (or an earlier approved version) in a language. */
    async sheet(projectId: string, language: Language, version?: number): Promise<KiisSheet> {
      return sheetOf(await publicVersion(projectId, version), language);
    },

    async pdf(projectId: string, language: Language, version?: number): Promise<RenderedDocument> {
      return pdfOf(await publicVersion(projectId, version), language);
    },

    /** The console's view: drafts a version if the facts changed, then every version and the newest. */
    async adminView(projectId: string, language: Language): Promise<AdminKiis> {
      const latest = await db.transaction((tx) => draftIfChanged(tx, projectId));
      const versions = await listKiisVersions(db, projectId);
      const published = versions.find((row) => row.status === 'approved');
      return {
        published_version: published?.version ?? null,
        versions: versions.map((row) => ({
          version: row.version,
          status: row.status,
          facts_hash: row.factsHash,
          created_at: row.createdAt.toISOString(),
          approved_at: row.approvedAt?.toISOString() ?? null,
          approved_by: row.approvedBy,
        })),
        latest: sheetOf(latest, language),
      };
    },

    /** Any version (a draft too) as a PDF, for the operator reviewing it. */
    async adminPdf(projectId: string, version: number, language: Language): Promise<RenderedDocument> {
      const row = await findKiisVersion(db, projectId, version);
      if (!row) throw notFound('Version not found');
      return pdfOf(row, language);
    },

    approve,

    /** The version showing today's facts, approved at once: what the demo's operator does for a visit's copies. */
    async approveLatest(actorId: string | null, projectId: string, at: Date): Promise<KiisVersionRow> {
      const latest = await db.transaction((tx) => draftIfChanged(tx, projectId));
      return approve(actorId, projectId, latest.version, latest.factsHash, at);
    },

    /**
     * Payment creation's check (PRODUCT.md 25): the business has a published sheet and the investor
     * acknowledged it, now with this request (`givenVersion`) or before. Answers the version.
     */
    async acknowledgeForPayment(
      executor: Executor,
      userId: string,
      projectId: string,
      givenVersion: number | undefined,
      at: Date,
    ): Promise<number> {
      // One statement: a launch sends one per investment (issue 24).
      const { published, acknowledged } = await acknowledgePublishedKiis(executor, {
        userId,
        projectId,
        givenVersion: givenVersion ?? null,
        at,
      });
      if (published === null)
        throw new AppError('KIIS_NOT_APPROVED', `${NO_SHEET}: it takes no money until an operator approves one.`);
      if (acknowledged) return published;
      throw new AppError(
        'KIIS_ACK_REQUIRED',
        givenVersion === undefined
          ? `Please read and acknowledge the key investment information sheet (version ${published}) before investing.`
          : `The key investment information sheet changed: please read version ${published} and acknowledge it (you acknowledged version ${givenVersion}).`,
      );
    },

    /** What the payment page shows: the published version and whether this investor acknowledged it. */
    async forInvestor(
      userId: string,
      projectId: string,
    ): Promise<{ version: number; approved_at: string; acknowledged: boolean } | null> {
      const published = await publishedKiisVersion(db, projectId);
      if (!published) return null;
      return {
        version: published.version,
        approved_at: published.approvedAt!.toISOString(),
        acknowledged: await hasKiisAcknowledgment(db, userId, projectId, published.version),
      };
    },

    /** The sheets an investor acknowledged, for the Documents tab. */
    async acknowledgments(userId: string, language: Language): Promise<KiisAcknowledgments> {
      const rows = await listKiisAcknowledgments(db, userId);
      return {
        acknowledgments: rows.map((row) => ({
          project_id: row.projectId,
          project_name: row.projectName[language] || row.projectName.en,
          version: row.version,
          acknowledged_at: row.acknowledgedAt.toISOString(),
        })),
      };
    },
  };
}

export type KiisService = ReturnType<typeof createKiisService>;
