import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AIRWORK_GRAPH } from '../packages/shared/src/airworks/airwork-graph';
import { DOC, graphSection, modulesSection, withGraph } from './graph-doc';

// docs/architecture.md draws the Airwork's graph from its table: the page says what the code does.

describe('the architecture page’s graph', () => {
  it('is the table as it stands (else run `npm run docs:graph`)', async () => {
    const page = readFileSync(DOC, 'utf8');
    expect(page).toBe(await withGraph(page));
  });

  it('draws every move of the table', () => {
    const section = graphSection();
    for (const t of AIRWORK_GRAPH) {
      for (const from of t.from)
        expect(section).toContain(`${from ?? '[*]'} --> ${t.to}: ${t.action}`);
    }
  });

  it('lists every module of the stack lint enforces', () => {
    expect(modulesSection()).toContain('| 3 | notices |');
    expect(modulesSection()).toContain('| 1 | notifications |');
  });
});
