// Initial JavaScript, gzip-compressed: what each build ships up front, and what a real Chromium downloads before a
// page is usable. Targets (not tests): product page initial JS ≤ 170 KB gzip.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['catalog', 'product', 'checkout', 'account', 'admin'];
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The shell's initial JS: the scripts index.html loads. A remote's: its entry plus the exposed modules' sync JS. */
export function staticInitialSizes() {
  const rows = [];
  const shellDist = path.join(root, 'shell', 'dist');
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((match) => match[1]);
  rows.push({ build: 'shell', files: scripts.length, gzipKB: kb(sumGzip(shellDist, scripts)) });
  for (const name of REMOTES) {
    const dist = path.join(root, `mf-${name}`, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const files = new Set([manifest.metaData.remoteEntry.name]);
    for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) files.add(file);
    rows.push({ build: `mf-${name}`, files: files.size, gzipKB: kb(sumGzip(dist, [...files])) });
  }
  return rows;
}

function sumGzip(dir, files) {
  return files.reduce((total, file) => {
    const full = path.join(dir, file);
    return total + (existsSync(full) ? gzipSize(readFileSync(full)) : 0);
  }, 0);
}

/** Loads each page in Chromium and adds up the gzip size of every JS response until the network is idle. */
export async function pageInitialSizes(baseUrl, pages) {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
  const browser = await chromium.launch({
    executablePath,
    args: process.getuid?.() === 0 ? ['--no-sandbox', '--disable-background-networking'] : [],
  });
  const rows = [];
  try {
    for (const [label, pagePath] of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
      const buffers = await Promise.all(bodies);
      rows.push({
        page: label,
        scripts: buffers.length,
        gzipKB: kb(buffers.reduce((total, buffer) => total + gzipSize(buffer), 0)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
