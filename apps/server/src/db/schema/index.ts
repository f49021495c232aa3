// One file per area; drizzle-kit reads this barrel to generate migrations.
export * from './mail.js';
export * from './onboarding.js';
export * from './projects.js';
export * from './system.js';
export * from './users.js';
export * from './audit.js';
export * from './demo.js';
export * from './ledger.js';
export * from './payments.js';
export * from './wallet.js';
export * from './reviews.js';
export * from './rate-limits.js';
export * from './waitlist.js';
export * from './launch.js';
export * from './account.js';
export * from './sessions.js';
export * from './kiis.js';
