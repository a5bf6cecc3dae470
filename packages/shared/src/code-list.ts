import { z } from 'zod';

// A list of small codes (categories, weather conditions, capabilities) as the spec's forms send
// it: comma-joined text with the spec's trailing comma ("1,3,"), or an array. Written as a
// union of exact shapes, so the published document states what the server takes: a client
// that reads only the document cannot build a list the server refuses.

export interface CodeListRule {
  /** The codes allowed (each below 100). */
  codes: readonly number[];
  /** The message when the list is missing or holds no code. */
  need: string;
  /** The message when it holds something else. */
  invalid: string;
  /**
   * A filter rather than a choice: the list may be missing or blank, and `0` ("all") is taken
   * and dropped. Without it, at least one code is needed.
   */
  blankIsAll?: boolean;
}

/** One code as text: "3" or "03" (and "0" for a filter). */
function codePattern(rule: CodeListRule): string {
  const codes = rule.codes.map(String).join('|');
  return rule.blankIsAll ? `(?:0?(?:${codes})|0)` : `0?(?:${codes})`;
}

/** Parts separated by commas, each blank or a code; at least one code unless blank is all. */
function listPattern(rule: CodeListRule): RegExp {
  const code = codePattern(rule);
  const part = `\\s*(?:${code}\\s*)?`;
  return rule.blankIsAll
    ? new RegExp(`^${part}(?:,${part})*$`, 'u')
    : new RegExp(`^(?:\\s*,)*\\s*${code}\\s*(?:,${part})*$`, 'u');
}

const isBlank = (input: unknown) =>
  input === undefined ||
  input === null ||
  (typeof input === 'string' && input.split(',').every((p) => p.trim() === '')) ||
  (Array.isArray(input) && input.length === 0);

/** The codes of a list, distinct and sorted; `0` (all) dropped. */
function codesOf(value: number | string | readonly (number | string)[]): number[] {
  const parts = (Array.isArray(value) ? value.map(String) : String(value).split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return [...new Set(parts.map(Number).filter((n) => n !== 0))].sort((a, b) => a - b);
}

/** A list of codes; parsed to the distinct codes, sorted ([] for "all" in a filter). */
export function codeList(rule: CodeListRule) {
  const message = (issue: { input?: unknown }) => (isBlank(issue.input) ? rule.need : rule.invalid);
  const allowed = rule.blankIsAll ? [0, ...rule.codes] : [...rule.codes];
  const one = z.union(
    [
      z.literal(allowed),
      z.string().regex(new RegExp(`^\\s*${codePattern(rule)}\\s*$`, 'u'), { error: rule.invalid }),
    ],
    { error: rule.invalid },
  );
  const array = z.array(one, { error: message });
  const text = z.string().regex(listPattern(rule), { error: message });
  const options = rule.blankIsAll
    ? [text, array, z.literal(allowed, { error: rule.invalid })]
    : [text, array.min(1, { error: rule.need })];
  return z.union(options, { error: message }).transform(codesOf);
}
