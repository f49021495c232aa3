import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './measure.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const DIST = path.join(ROOT, 'apps/web/dist');
const gzipKb = (file: string) =>
  Math.round((zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024) * 10) / 10;

export interface BundleReport {
  firstLoadKb: number;
  firstLoadFiles: number;
  cssKb: number;
  routes: { route: string; kb: number }[];
}

/**
 * JavaScript sizes as a browser downloads them: the first load is the entry, the app it
 * always imports, and every chunk those import statically; each route adds its lazy module and the
 * chunks that module imports that the first load did not already bring.
 */
export function measureBundle(): BundleReport {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  // The entry (boot.ts) always imports the app (main.tsx), dynamically: both are in every first load.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const first = closure([entryKey, ...(manifest[entryKey]!.dynamicImports ?? [])]);
  const sum = (keys: Iterable<string>) =>
    Math.round([...keys].reduce((total, key) => total + gzipKb(manifest[key]!.file), 0) * 10) / 10;

  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('/app/routes/'))
    .map(([key]) => {
      const extra = [...closure([key])].filter((k) => !first.has(k));
      return { route: path.basename(key).replace(/\.tsx?$/, ''), kb: sum(extra) };
    })
    .sort((a, b) => b.kb - a.kb);

  return {
    firstLoadKb: sum(first),
    firstLoadFiles: first.size,
    cssKb:
      Math.round([...first].flatMap((key) => manifest[key]!.css ?? []).reduce((t, f) => t + gzipKb(f), 0) * 10) / 10,
    routes,
  };
}
