// Makes the demo businesses' short videos (apps/server/src/db/seed/demo/videos/*.webm) from their
// own illustrations: a title card, then each picture with a slow pan and zoom, joined by cross-fades.
// Silent, 960 × 600 (the pictures' 16:10), VP9 in WebM, which every current browser plays.
//
// The clips are committed; nothing makes them at install, build or run time. Run this only to
// change them, on a machine with Debian's chromium and ffmpeg (`apt-get install chromium ffmpeg`):
//
//   node scripts/make-demo-clips.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../apps/server/src/db/seed/demo/', import.meta.url));
const IMAGES = path.join(ROOT, 'images');
const VIDEOS = path.join(ROOT, 'videos');

/** Names and places are the same in every language, so the clips carry no other words. */
const CLIPS = [
  {
    file: 'golden-crust-bakery.webm',
    title: 'Golden Crust Bakery',
    place: 'Long Biên, Hà Nội',
    images: ['golden-crust-bakery-1.svg', 'golden-crust-bakery-2.svg', 'golden-crust-bakery-3.svg'],
  },
  {
    file: 'kartli-craft-brewery.webm',
    title: 'Kartli Craft Brewery',
    place: 'Didube, Tbilisi',
    images: ['kartli-craft-brewery-1.svg', 'kartli-craft-brewery-2.svg', 'kartli-craft-brewery-3.svg'],
  },
  {
    file: 'langbiang-greens-hydroponics.webm',
    title: 'Langbiang Greens',
    place: 'Lạc Dương, Lâm Đồng',
    images: ['langbiang-greens-hydroponics-1.svg', 'langbiang-greens-hydroponics-2.svg'],
  },
];

const FPS = 25;
const SIZE = { width: 960, height: 600 };
/** Pictures are drawn at twice the clip's size, so the slow zoom doesn't step from pixel to pixel. */
const SCALE = 2;
const TITLE_SECONDS = 2.5;
const PICTURE_SECONDS = 3.6;
const FADE_SECONDS = 0.8;

const titleCard = ({ title, place }) => `<!doctype html><html><body style="margin:0">
<div style="width:${SIZE.width}px;height:${SIZE.height}px;display:flex;flex-direction:column;justify-content:center;
  align-items:center;gap:18px;background:linear-gradient(135deg,#0f412e,#156342 60%,#279b64);color:#fff;
  font-family:'DejaVu Sans',sans-serif;text-align:center">
  <div style="font-size:18px;letter-spacing:.3em;text-transform:uppercase;color:#d8f3e2">Grove</div>
  <div style="font-size:52px;font-weight:700;line-height:1.1;padding:0 48px">${title}</div>
  <div style="font-size:24px;color:#d8f3e2">${place}</div>
</div></body></html>`;

const picture = (svg) => `<!doctype html><html><body style="margin:0;background:#fff">
<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"
  style="display:block;width:${SIZE.width}px;height:${SIZE.height}px;object-fit:cover"></body></html>`;

async function renderStills(browser, clip, dir) {
  const page = await browser.newPage({ viewport: SIZE, deviceScaleFactor: SCALE });
  const stills = [path.join(dir, 'title.png')];
  await page.setContent(titleCard(clip));
  await page.screenshot({ path: stills[0] });
  for (const [index, image] of clip.images.entries()) {
    const still = path.join(dir, `picture-${index}.png`);
    await page.setContent(picture(fs.readFileSync(path.join(IMAGES, image), 'utf8')));
    await page.waitForFunction('document.images[0]?.complete');
    await page.screenshot({ path: still });
    stills.push(still);
  }
  await page.close();
  return stills;
}

/** One still's moving segment: the title card holds; pictures zoom in slowly, panning one way or the other. */
function segment(index, seconds) {
  const frames = Math.round(seconds * FPS);
  const scaled = `scale=${SIZE.width}:${SIZE.height}`;
  if (index === 0) return `[0:v]${scaled},loop=${frames - 1}:1:0,setpts=N/${FPS}/TB,fps=${FPS}[s0]`;
  const pan = index % 2 === 1 ? `(iw-iw/zoom)*on/${frames}` : `(iw-iw/zoom)*(1-on/${frames})`;
  return (
    `[${index}:v]zoompan=z='1+0.1*on/${frames}':x='${pan}':y='(ih-ih/zoom)/2':d=${frames}` +
    `:s=${SIZE.width * SCALE}x${SIZE.height * SCALE}:fps=${FPS},${scaled}[s${index}]`
  );
}

function encode(stills, output) {
  const durations = stills.map((_, index) => (index === 0 ? TITLE_SECONDS : PICTURE_SECONDS));
  const filters = stills.map((_, index) => segment(index, durations[index]));
  let previous = 's0';
  let offset = durations[0] - FADE_SECONDS;
  for (let index = 1; index < stills.length; index++) {
    const next = index === stills.length - 1 ? 'out' : `x${index}`;
    filters.push(
      `[${previous}][s${index}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset.toFixed(2)}[${next}]`,
    );
    previous = next;
    offset += durations[index] - FADE_SECONDS;
  }
  execFileSync(
    'ffmpeg',
    [
      ['-y', '-hide_banner', '-loglevel', 'error'],
      stills.flatMap((still) => ['-i', still]),
      ['-filter_complex', filters.join(';'), '-map', '[out]', '-an'],
      ['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-pix_fmt', 'yuv420p', '-row-mt', '1'],
      // A key frame every two seconds, so the player can seek.
      ['-g', String(2 * FPS), '-deadline', 'good', '-cpu-used', '1'],
      ['-metadata', 'title=', output],
    ].flat(),
    { stdio: 'inherit' },
  );
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  fs.mkdirSync(VIDEOS, { recursive: true });
  for (const clip of CLIPS) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-clip-'));
    const output = path.join(VIDEOS, clip.file);
    encode(await renderStills(browser, clip, dir), output);
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`${clip.file}: ${(fs.statSync(output).size / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
