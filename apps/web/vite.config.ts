import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * pdf.js draws the 14 standard PDF fonts from its own font files. The document
 * viewer asks for them at /pdfjs/standard_fonts/: the build copies them there, and
 * the dev server serves them from node_modules.
 */
function pdfjsStandardFonts(): Plugin {
  const prefix = '/pdfjs/standard_fonts/';
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  const files = () => fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile());
  return {
    name: 'grove:pdfjs-standard-fonts',
    configureServer(server) {
      server.middlewares.use(prefix, (request, response, next) => {
        const name = path.basename(decodeURIComponent((request.url ?? '').split('?', 1)[0] ?? ''));
        if (!name || !files().includes(name)) return next();
        response.setHeader('Content-Type', 'application/octet-stream');
        fs.createReadStream(path.join(dir, name)).pipe(response);
      });
    },
    generateBundle() {
      for (const name of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `${prefix.slice(1)}${name}`,
          source: fs.readFileSync(path.join(dir, name)),
        });
      }
    },
  };
}

/**
 * Vite writes the stylesheet after the entry script and its thirty-odd modulepreloads, so the
 * browser asks for it last. A page the server rendered can paint as soon as the stylesheet
 * arrives, without waiting for any script: it goes first.
 */
function stylesheetFirst(): Plugin {
  const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
  return {
    name: 'grove:stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET) ?? [];
        if (sheets.length === 0) return html;
        const withoutSheets = html.replace(STYLESHEET, '');
        return withoutSheets.replace(/(<title>)/, `${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    $1`);
      },
    },
  };
}

/**
 * The entry (boot.ts) imports the app (main.tsx) dynamically, so Vite would leave the app's
 * chunks out of index.html and the browser would find them only once boot.ts ran. They are
 * listed as modulepreloads instead: every first load fetches them at once, as before.
 */
function preloadApp(): Plugin {
  return {
    name: 'grove:preload-app',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!app) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store|zustand)[\\/]/;
/** React itself: the first of the framework's files, run in a task of its own (boot.ts). */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const TRANS = /node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]Trans/;

// Two builds: the browser's (dist/) and, with --ssr, the server-side renderer's (dist-server/),
// which the API server imports to render the public pages. Only the browser's needs the
// font files and the compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          stylesheetFirst(),
          preloadApp(),
          pdfjsStandardFonts(),
          // Brotli and gzip copies beside each text file, made once at build time: the server sends
          // the one the browser accepts (preCompressed) without compressing on every request.
          compression({
            include: /\.(js|css|svg|json|txt)$/,
            threshold: 1024,
            algorithms: [
              defineAlgorithm('gzip', { level: 9 }),
              defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ],
          }),
        ]),
  ],
  publicDir: isSsrBuild ? false : 'public',
  // The renderer bundles its dependencies too: built apart, a package such as lucide-react
  // would load whole (every icon) into the server's memory; bundled, only what the pages use.
  ssr: { noExternal: true },
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
    // Read @grove/contracts from its TypeScript source.
    conditions: ['source'],
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    manifest: !isSsrBuild,
    // No <link rel=modulepreload> from script for each chunk a dynamic import brings: the helper
    // adds them one by one, some 30 for the app's code, in the long tasks right after a rendered
    // page's first paint (about a third of its blocking time on a phone). The browser finds a
    // chunk's imports itself once the chunk arrives; a lazy chunk's stylesheet still loads with it.
    modulePreload: false,
    sourcemap: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first load runs, in two files rather than a dozen (over HTTP/1.1 a phone
            // opens six connections, and each further file waits its turn for one) nor one: a
            // file's modules all run when it arrives, and one file held a phone's main thread
            // for some 200 ms at once; boot.ts runs each in a task of its own.
            { name: 'react', test: (id) => REACT.test(id), priority: 11 },
            // The router, the query cache and i18n. <Trans> (and the HTML parser it brings) serves
            // two lazy pages only: it stays with them.
            { name: 'framework', test: (id) => FRAMEWORK.test(id) && !TRANS.test(id), priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
