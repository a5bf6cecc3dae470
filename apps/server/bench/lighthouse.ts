import { writeFileSync } from 'node:fs';
import Fastify from 'fastify';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { callApi, type Driver, startProduct } from './product';

export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts and style sheets the page loaded (compressed bytes on the wire), and how many. */
  scriptAndCssKB: number;
  scriptAndCssFiles: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** JavaScript and CSS from Lighthouse's list of every request the page made while it loaded. */
function scriptsAndStyles(details: unknown): { kb: number; files: number } {
  const items = ((details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet',
  );
  const bytes = items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return { kb: bytes / 1024, files: items.length };
}

/** With BENCH_LHR_DIR set, each page's whole Lighthouse report is kept there, to look into. */
function keepReport(page: string, report: string | string[]) {
  const dir = process.env.BENCH_LHR_DIR;
  if (dir) writeFileSync(`${dir}/${page.replace(/\W+/g, '-')}.json`, String(report));
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One page's Lighthouse run, run again (up to three times) when Lighthouse could not trace it:
 * now and then it loses the navigation's start (NO_NAVSTART) and reports no figure at all.
 */
async function lighthouseOnce(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!run.lhr.runtimeError || attempt === 3) return run;
    console.warn(`${url}: ${run.lhr.runtimeError.code}, run again`);
  }
}

/**
 * Lighthouse's mobile run (its defaults: a mid-range phone, slow 4G, CPU slowed 4×) on Home,
 * Airwork-list and Airwork-details of the built web app served by the product with the demo
 * Airworks, and on a blank page served by a bare Fastify: the blank page's score is the best
 * this machine lets any page reach.
 */
export async function benchLighthouse(driver: Driver): Promise<PageFigures[]> {
  const product = await startProduct(driver, { SEED_DEMO: '1' });
  const blank = Fastify({ logger: false });
  blank.get('/blank', (_request, reply) =>
    reply.type('text/html').send('<!doctype html><html lang="en"><title>Blank</title><p>Blank</p>'),
  );
  await blank.listen({ port: 0, host: '127.0.0.1' });
  const address = blank.server.address();
  const blankUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/blank`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const found = (await callApi(product.url, '/api/tasks/searchTasks', {})) as {
      result: { data: { id: number }[] };
    };
    const pages: [string, string][] = [
      ['blank page', blankUrl],
      ['Home', `${product.url}/`],
      // A query of its own per page: the same document with another hash is a same-document
      // navigation, which Lighthouse cannot trace (NO_NAVSTART).
      ['Airwork-list', `${product.url}/?page=list#/Airwork-list`],
      [
        'Airwork-details',
        `${product.url}/?page=details#/Airwork-details?Id=${found.result.data[0]!.id}`,
      ],
    ];
    const figures: PageFigures[] = [];
    for (const [page, url] of pages) {
      const run = await lighthouseOnce(url, chrome.port);
      const lhr = run.lhr;
      keepReport(page, run.report);
      if (lhr.runtimeError)
        console.warn(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const loaded = scriptsAndStyles(lhr.audits['network-requests']?.details);
      figures.push({
        page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        scriptAndCssKB: loaded.kb,
        scriptAndCssFiles: loaded.files,
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await blank.close();
    await product.close();
  }
}
