import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { appMeta } from '../schema/index.js';

/** The app_meta key written when the demo catalogue has been loaded. */
export const DEMO_CONTENT_MARKER = 'demo_content';

/** Cheap check, so a start that has nothing to load never loads the (large) seed module. */
export async function isDemoContentLoaded(db: Executor): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_CONTENT_MARKER)).limit(1);
  return rows.length > 0;
}
