import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import {
  AIRWORK_GRAPH,
  AIRWORK_STATES,
  GUARDS,
  MONEY_EFFECTS,
} from '../packages/shared/src/airworks/airwork-graph';
import { AIRWORK_STATE_NAMES } from '../packages/shared/src/airworks/airwork-moves';
import { ACTIVITIES } from '../packages/shared/src/airworks/airwork-viewers';
import { PAYMENT_TRANSITIONS } from '../packages/shared/src/payments/payment-states';

// docs/architecture.md's graph, written from the table itself (packages/shared/src/airworks/
// airwork-graph.ts): `npm run docs:graph` rewrites the part between the markers, and
// graph-doc.test.ts fails while the page and the table disagree.

export const DOC = path.resolve(import.meta.dirname, '..', 'docs', 'architecture.md');
const START = '<!-- graph:start (npm run docs:graph writes this part) -->';
const END = '<!-- graph:end -->';
const MODULES_START = '<!-- modules:start (npm run docs:graph writes this part) -->';
const MODULES_END = '<!-- modules:end -->';
const STACK = path.resolve(import.meta.dirname, '..', 'apps/server/src/modules/module-stack.json');

const cell = (text: string) => text.replace(/\|/g, '\\|');

function diagram(): string[] {
  const lines = ['```mermaid', 'stateDiagram-v2'];
  for (const t of AIRWORK_GRAPH) {
    const label = `${t.action} (${t.by.join(', ')})`;
    for (const from of t.from) lines.push(`  ${from ?? '[*]'} --> ${t.to}: ${label}`);
  }
  lines.push('```');
  return lines;
}

function states(): string[] {
  const rows = AIRWORK_STATE_NAMES.map((name) => {
    const s = AIRWORK_STATES[name];
    const accepted = 'accepted' in s ? (s.accepted ? ', accepted' : ', not accepted') : '';
    return `| ${name} | ${s.status}${accepted} | ${cell(s.says)} |`;
  });
  return ['| State | Status in the database | What it means |', '| --- | --- | --- |', ...rows];
}

function moves(): string[] {
  const rows = AIRWORK_GRAPH.map((t) => {
    const from = t.from.map((f) => f ?? '—').join(', ');
    const guards = t.guards.map((g) => GUARDS[g].says).join('; ') || '—';
    const money = t.money === 'none' ? '—' : MONEY_EFFECTS[t.money];
    const emits = t.emits.join(', ') || '—';
    return `| ${t.action} | ${from} → ${t.to} | ${t.by.join(', ')} | ${cell(guards)} | ${cell(money)} | ${emits} |`;
  });
  return [
    '| Move | From → to | Who | Only when | The money | Tells |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

function activities(): string[] {
  const rows = Object.entries(ACTIVITIES).map(
    ([name, a]) => `| ${name} | ${a.in.join(', ')} | ${cell(a.says)} |`,
  );
  return ['| Activity (no move) | In the states | What |', '| --- | --- | --- |', ...rows];
}

function payments(): string[] {
  const rows = PAYMENT_TRANSITIONS.map(
    (t) => `| ${t.event} | ${t.from} → ${t.to} | ${cell(t.money)} |`,
  );
  return ['| Payment event | From → to | The client’s money |', '| --- | --- | --- |', ...rows];
}

/** The generated part of the page, markers included. */
export function graphSection(): string {
  return [
    START,
    '',
    ...diagram(),
    '',
    ...states(),
    '',
    ...moves(),
    '',
    'What may be done in a state without moving the Airwork (`ACTIVITIES`,',
    '`packages/shared/src/airworks/airwork-viewers.ts`; asked with `mayDo`):',
    '',
    ...activities(),
    '',
    'Beside it, each hold of the Airwork’s money moves along its own table',
    '(`packages/shared/src/payments/payment-states.ts`):',
    '',
    ...payments(),
    '',
    END,
  ].join('\n');
}

/** The server's modules by layer, lowest first, as module-stack.json (and lint) has them. */
export function modulesSection(): string {
  const stack = JSON.parse(readFileSync(STACK, 'utf8')) as string[][];
  const rows = stack.map((layer, i) => `| ${i + 1} | ${layer.join(', ')} |`);
  return [MODULES_START, '', '| Layer | Modules |', '| --- | --- |', ...rows, '', MODULES_END].join(
    '\n',
  );
}

function between(page: string, start: string, end: string, section: string): string {
  const at = page.indexOf(start);
  const to = page.indexOf(end);
  if (at < 0 || to < at) throw new Error(`${DOC}: the markers ${start} … ${end} are missing`);
  return page.slice(0, at) + section + page.slice(to + end.length);
}

/** The page with its generated parts as the tables say, formatted as `npm run lint` wants. */
export async function withGraph(page: string): Promise<string> {
  const graphed = between(page, START, END, graphSection());
  const text = between(graphed, MODULES_START, MODULES_END, modulesSection());
  const options = await prettier.resolveConfig(DOC);
  return prettier.format(text, { ...options, filepath: DOC });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(DOC, await withGraph(readFileSync(DOC, 'utf8')));
  console.log(`wrote the graph into ${path.relative(process.cwd(), DOC)}`);
}
