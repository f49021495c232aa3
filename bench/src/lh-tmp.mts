import { lighthouseScores } from './lighthouse.js';
const base = process.argv[2];
const pages = process.argv.slice(3);
const r = await lighthouseScores(pages.map((p) => base + p), '/tmp/lh');
console.table(r);
