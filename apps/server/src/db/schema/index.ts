// One file per area; drizzle-kit reads this barrel to generate migrations.
export * from './system.js';
