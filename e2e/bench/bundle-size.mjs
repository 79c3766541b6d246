// Initial JavaScript, gzip-compressed: what each build ships up front, and what a real Chromium downloads before a
// page is idle. Targets (reported, not tests): product page ≤ 150 KB (issue 23; 170 in issue 12); the shell's start-up
// chunk ≤ 60 KB; no `mf-manifest.json` request on a server-rendered page (issue 23: the page carries them).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { atMost, kb, noTarget, printFigure } from './figures.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['catalog', 'product', 'checkout', 'account', 'admin'];
const PRODUCT_PAGE_TARGET_KB = 150;
const SHELL_STARTUP_TARGET_KB = 60;
const toKB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
/** The compression the build's PrecompressPlugin uses, for files it left without a `.gz` copy (under 1 KB). */
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The shell's initial JS: the scripts index.html loads. A remote's: its entry plus the exposed modules' sync JS. */
export function staticInitialSizes() {
  const rows = [];
  const shellDist = path.join(root, 'shell', 'dist');
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((match) => match[1]);
  rows.push({ build: 'shell', files: scripts.length, gzipKB: toKB(sumGzip(shellDist, scripts)) });
  for (const name of REMOTES) {
    const dist = path.join(root, `mf-${name}`, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const files = new Set([manifest.metaData.remoteEntry.name]);
    for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) files.add(file);
    rows.push({ build: `mf-${name}`, files: files.size, gzipKB: toKB(sumGzip(dist, [...files])) });
  }
  return rows;
}

function sumGzip(dir, files) {
  return files.reduce((total, file) => {
    const full = path.join(dir, file);
    if (existsSync(`${full}.gz`)) return total + readFileSync(`${full}.gz`).length;
    return total + (existsSync(full) ? gzipSize(readFileSync(full)) : 0);
  }, 0);
}

/**
 * Loads each page (`[name, path]`) in Chromium and adds up the gzip size of every script it loads until the network
 * is idle. Rows: `{ page, manifestRequests, scripts, gzipKB, startupFiles, startupGzipKB }`; the start-up part is the scripts the
 * page's HTML itself names (`<script src>`) outside `/mf/`, i.e. the shell's entry.
 */
export async function pageInitialSizes(baseUrl, pages) {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
  const browser = await chromium.launch({
    executablePath,
    args: process.getuid?.() === 0 ? ['--no-sandbox', '--disable-background-networking'] : [],
  });
  try {
    const rows = [];
    for (const [name, pagePath] of pages) {
      rows.push({ page: name, ...(await pageScripts(browser, new URL(pagePath, baseUrl).href)) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function pageScripts(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Set();
    let manifestRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/mf-manifest.json')) manifestRequests += 1;
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && /^https?:/.test(response.url()))
        scripts.add(response.url());
    });
    const navigation = await page.goto(url, { waitUntil: 'networkidle' });
    const startupFiles = [...(await navigation.text()).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
      .map((match) => new URL(match[1], url).href)
      .filter((src) => !new URL(src).pathname.startsWith('/mf/'));
    // Chromium asks for brotli, which the server prefers: the gzip figure comes from asking again for gzip only.
    const sizes = new Map();
    for (const src of new Set([...scripts, ...startupFiles])) sizes.set(src, await gzipTransferSize(src));
    const total = (files) => toKB(files.reduce((sum, src) => sum + sizes.get(src), 0));
    return {
      manifestRequests,
      scripts: scripts.size,
      gzipKB: total([...scripts]),
      startupFiles: startupFiles.map((src) => new URL(src).pathname),
      startupGzipKB: total(startupFiles),
    };
  } finally {
    await context.close();
  }
}

/** Bytes on the wire for `url` sent gzip-encoded (the build's `.gz` copy), or its body gzipped here when sent plain. */
function gzipTransferSize(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve(response.headers['content-encoding'] === 'gzip' ? body.length : gzipSize(body));
      });
    });
    request.on('error', reject);
  });
}

/**
 * Initial JS per build (a table, for context) and per page in Chromium, each page's figure beside its target (only the
 * page named `product` has one), then the shell's start-up chunk as the first page's HTML names it. Resolves to the
 * page rows.
 */
export async function measureInitialJs(baseUrl, pages, { log = console.log } = {}) {
  log('\nInitial JS per build (gzip)');
  console.table(staticInitialSizes());
  log('Initial JS per page (gzip): every script Chromium loads until the network is idle');
  const rows = await pageInitialSizes(baseUrl, pages);
  for (const row of rows) {
    const target = row.page === 'product' ? atMost(PRODUCT_PAGE_TARGET_KB, kb) : noTarget(kb);
    printFigure(`${row.page}: initial JS (${row.scripts} scripts)`, row.gzipKB, target, log);
    printFigure(`${row.page}: manifest requests`, row.manifestRequests, atMost(0), log);
  }
  const [first] = rows;
  printFigure(
    `shell start-up chunk (${first.startupFiles.join(', ')})`,
    first.startupGzipKB,
    atMost(SHELL_STARTUP_TARGET_KB, kb),
    log,
  );
  return rows;
}
