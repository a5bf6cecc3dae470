import { writeFileSync } from 'node:fs';
import Fastify from 'fastify';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { callApi, type Driver, startProduct } from './product';
import { settleCpu } from './settle';

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
  /** Each run's performance score, in the order run; the figures above are the median run's. */
  performanceRuns?: number[];
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
 * A signed-in screen keeps the browser's storage (the session the bench put there).
 */
async function lighthouseOnce(url: string, port: number, signedIn: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedIn,
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!run.lhr.runtimeError || attempt === 3) return run;
    console.warn(`${url}: ${run.lhr.runtimeError.code}, run again`);
  }
}

interface Screen {
  page: string;
  url: string;
  /** Whose session the browser holds while Lighthouse loads it. */
  as?: 'client' | 'pilot';
}

type Session = { id: number; token: string; role_id: number };

/** Signs in as a demo account through the API, as the log-in page does. */
async function demoSession(base: string, userName: string): Promise<Session> {
  const r = await callApi(base, '/api/member/login', {
    userName,
    userPwd: 'airwork-demo',
    keepLoggedIn: true,
  });
  if (r.code !== 200) throw new Error(`bench: ${userName} could not sign in: ${r.message}`);
  return r.result as Session;
}

/**
 * Puts `session` where the web app keeps it (localStorage, every tab signed in), then opens
 * `screen` once: a signed-in screen is measured as a returning user opens it, the app's files
 * in the browser's cache from an earlier visit. (Before, only the first signed-in screen of the
 * run loaded the signed-in frame's files from the network, and its figures told that instead.)
 */
async function holdSession(port: number, base: string, session: Session, screen: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/robots.txt`);
    await page.evaluate((s) => {
      // Runs in the page: its storage, as apps/web/src/lib/storage.ts keeps a session.
      const store = (
        globalThis as unknown as {
          localStorage: { clear(): void; setItem(key: string, value: string): void };
        }
      ).localStorage;
      store.clear();
      store.setItem('token', s.token);
      store.setItem('userInfo', JSON.stringify(s));
      store.setItem('userRole', String(s.role_id));
    }, session);
    // The live events' stream never ends, so the network is never idle: the screen's calls
    // are answered well within the two seconds waited after its load.
    await page.goto(screen, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The demo's Airworks the screens open: an open one with proposals, one awaiting payment. */
async function demoScreens(base: string, client: Session, pilot: Session): Promise<Screen[]> {
  const lists = async (status: number) =>
    (
      (await callApi(base, '/api/client/lists', { userId: client.id, status }, client.token))
        .result as { data: { id: number; status: number; proposals?: number }[] }
    ).data;
  const open = (await lists(1)).find((a) => (a.proposals ?? 0) >= 2);
  const unpaid = (await lists(2)).find((a) => a.status === 2);
  if (!open || !unpaid) throw new Error('bench: the demo story has no Airwork to open');
  // A query of its own per page: the same document with another hash is a same-document
  // navigation, which Lighthouse cannot trace (NO_NAVSTART).
  return [
    { page: 'Home', url: `${base}/` },
    { page: 'Airwork-list', url: `${base}/?page=list#/Airwork-list` },
    { page: 'Airwork-details', url: `${base}/?page=details#/Airwork-details?Id=${open.id}` },
    { page: 'wizard, first step', url: `${base}/?page=wizard#/choose-address`, as: 'client' },
    { page: 'client home', url: `${base}/?page=client#/client-home`, as: 'client' },
    {
      page: 'compare proposals',
      url: `${base}/?page=compare#/airwork-proposals?Id=${open.id}`,
      as: 'client',
    },
    {
      page: 'conversation',
      url: `${base}/?page=conversation#/messages?Id=${open.id}&userId=${pilot.id}`,
      as: 'client',
    },
    {
      page: 'notifications',
      url: `${base}/?page=notices#/client-notification`,
      as: 'client',
    },
    {
      page: 'make-payment',
      url: `${base}/?page=pay#/make-payment?Id=${unpaid.id}&part=1`,
      as: 'client',
    },
    {
      page: "pilot's public profile",
      url: `${base}/?page=pilot#/pilot-information?Id=${pilot.id}`,
      as: 'client',
    },
  ];
}

function figuresOf(page: string, lhr: Awaited<ReturnType<typeof lighthouseOnce>>['lhr']) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const loaded = scriptsAndStyles(lhr.audits['network-requests']?.details);
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptAndCssKB: loaded.kb,
    scriptAndCssFiles: loaded.files,
  };
}

/**
 * The run whose performance score is the median (ties: the median blocking time): one run of
 * this machine tells 91 from 97 for the same build. A run Lighthouse could not trace is left
 * out unless none could be.
 */
function medianRun(runs: { figures: PageFigures; traced: boolean }[]): PageFigures {
  const traced = runs.some((r) => r.traced) ? runs.filter((r) => r.traced) : runs;
  const sorted = traced
    .map((r) => r.figures)
    .sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return {
    ...sorted[Math.floor(sorted.length / 2)]!,
    performanceRuns: runs.map((r) => r.figures.performance),
  };
}

/**
 * Lighthouse's mobile run (its defaults: a mid-range phone, slow 4G, CPU slowed 4×) on the ten
 * main screens of the built web app (issue 46), each `rounds` times (its median run kept),
 * served by the product with the demo's story — the visitor's Home, Airwork-list and
 * Airwork-details, then, signed in as the demo client, the
 * wizard's first step, the client home, the compare screen, a conversation, the notices,
 * make-payment and a pilot's public profile — and on a blank page served by a bare Fastify:
 * the blank page's score is the best this machine lets any page reach. `matching` picks screens
 * by name (`--match`, for trying a change on one); the blank page is always measured.
 */
export async function benchLighthouse(
  driver: Driver,
  matching: (page: string) => boolean = () => true,
  rounds = 3,
): Promise<PageFigures[]> {
  const product = await startProduct(driver, { SEED_DEMO: '1' });
  await settleCpu();
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
    const client = await demoSession(product.url, 'demo_client');
    const pilot = await demoSession(product.url, 'demo_pilot');
    const screens = [
      { page: 'blank page', url: blankUrl },
      ...(await demoScreens(product.url, client, pilot)).filter((s) => matching(s.page)),
    ];
    const figures: PageFigures[] = [];
    for (const screen of screens) {
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        if (screen.as) await holdSession(chrome.port, product.url, client, screen.url);
        const run = await lighthouseOnce(screen.url, chrome.port, Boolean(screen.as));
        keepReport(`${screen.page} ${round + 1}`, run.report);
        if (run.lhr.runtimeError)
          console.warn(
            `${screen.page}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`,
          );
        runs.push({ figures: figuresOf(screen.page, run.lhr), traced: !run.lhr.runtimeError });
      }
      figures.push(medianRun(runs));
    }
    return figures;
  } finally {
    chrome.kill();
    await blank.close();
    await product.close();
  }
}
