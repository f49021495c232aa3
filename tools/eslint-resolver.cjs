/**
 * Import resolution for eslint-plugin-boundaries (resolver interface v2). It maps
 * what our code imports to files, so the dependency-direction rules can see them:
 *   - '@/x'               → apps/web/src/x (the web app's alias)
 *   - '@grove/contracts'  → packages/contracts/src/index.ts (the source, not the build)
 *   - './a.js'            → ./a.ts or ./a.tsx (NodeNext imports name the emitted file)
 *   - other packages      → node_modules, by Node's own resolution
 * Written here because the published resolvers either need a native binary the
 * registry does not carry for every platform (eslint-import-resolver-typescript) or
 * do not support ESLint 10 (eslint-import-resolver-alias): docs/architecture.md.
 */
const fs = require('node:fs');
const path = require('node:path');
const { builtinModules, createRequire } = require('node:module');

const ROOT = path.resolve(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];
const ALIASES = [
  ['@/', path.join(ROOT, 'apps/web/src/')],
  ['@grove/contracts', path.join(ROOT, 'packages/contracts/src/index.ts')],
];

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

function resolveFile(candidate) {
  if (isFile(candidate)) return candidate;
  const withoutJs = candidate.replace(/\.(js|jsx|mjs|cjs)$/, '');
  for (const base of new Set([candidate, withoutJs])) {
    for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
    for (const extension of EXTENSIONS)
      if (isFile(path.join(base, `index${extension}`))) return path.join(base, `index${extension}`);
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const bare = source.split('?')[0];
  if (bare.startsWith('node:') || builtinModules.includes(bare)) return { found: true, path: null };
  for (const [prefix, target] of ALIASES) {
    if (bare === prefix || bare.startsWith(prefix)) {
      const resolved = resolveFile(target.endsWith('/') ? target + bare.slice(prefix.length) : target);
      return resolved ? { found: true, path: resolved } : { found: false };
    }
  }
  if (bare.startsWith('.') || path.isAbsolute(bare)) {
    const resolved = resolveFile(path.resolve(path.dirname(file), bare));
    return resolved ? { found: true, path: resolved } : { found: false };
  }
  try {
    return { found: true, path: createRequire(file).resolve(bare) };
  } catch {
    // ESM-only packages without a "require" export: they are third-party either way.
    return { found: true, path: null };
  }
};
