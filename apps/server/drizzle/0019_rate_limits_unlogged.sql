-- Rate-limit counts need no WAL: a crash only restarts their windows (src/db/schema/rate-limits.ts).
ALTER TABLE "rate_limits" SET UNLOGGED;
