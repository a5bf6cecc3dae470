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

/** The page with its generated part as the table says it, formatted as `npm run lint` wants. */
export async function withGraph(page: string): Promise<string> {
  const at = page.indexOf(START);
  const end = page.indexOf(END);
  if (at < 0 || end < at) throw new Error(`${DOC}: the graph's markers are missing`);
  const text = page.slice(0, at) + graphSection() + page.slice(end + END.length);
  const options = await prettier.resolveConfig(DOC);
  return prettier.format(text, { ...options, filepath: DOC });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(DOC, await withGraph(readFileSync(DOC, 'utf8')));
  console.log(`wrote the graph into ${path.relative(process.cwd(), DOC)}`);
}
