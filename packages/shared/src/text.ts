import { z } from 'zod';

// Text that reaches the database. PostgreSQL's text cannot hold NUL at all, and no name,
// e-mail or title has a reason to hold other control characters: both are refused up front,
// with the field's own message, rather than failing (or being stored) further in.

function isControl(code: number, allowLineBreaks: boolean): boolean {
  if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code < 0x20 || code === 0x7f;
}

/** Whether the text holds a control character (tab and line breaks allowed in `multiline`). */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    if (isControl(text.charCodeAt(i), multiline)) return true;
  }
  return false;
}

export interface TextRule {
  /** The most characters kept (after trimming). */
  max: number;
  /** The message when it is missing or empty; without it the text is optional (may be ''). */
  need?: string;
  /** The message for a control character (NUL and the like); by default the common one. */
  invalid?: string;
}

const INVALID = 'common.invalid_characters';
const TOO_LONG = 'common.too_long';

// The same rules as patterns, so that the published document states them too (a client that
// reads only /api/docs/json must not be surprised): no control character (tab and line
// breaks allowed on several lines), and — when the text is needed — something besides spaces.
const NO_CONTROL = '[^\\u0000-\\u001f\\u007f]';
const NO_CONTROL_MULTILINE = '[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]';
const VISIBLE = '[^\\u0000-\\u0020\\u007f]';

/** The pattern a text must match: no control character, and something visible when needed. */
export function patternOf(multiline: boolean, needed: boolean): RegExp {
  const allowed = multiline ? NO_CONTROL_MULTILINE : NO_CONTROL;
  return new RegExp(needed ? `^${allowed}*${VISIBLE}${allowed}*$` : `^${allowed}*$`, 'u');
}

function text(rule: TextRule, multiline: boolean) {
  const base = z
    .string({ error: rule.need ?? 'common.invalid_request' })
    .trim()
    .max(rule.max, { error: TOO_LONG });
  const filled = rule.need ? base.min(1, { error: rule.need }) : base;
  // After trimming, only control characters can fail the pattern: its message is theirs.
  return filled.regex(patternOf(multiline, Boolean(rule.need)), {
    error: rule.invalid ?? INVALID,
  });
}

/**
 * A single line (a name, a title, a reason): trimmed, capped, and refused with the field's own
 * message when it holds a control character. Every text a contract entry takes is built with
 * this or `lines` — a test walks the contract table and sends NUL to each.
 */
export const line = (rule: TextRule) => text(rule, false);

/** Text on several lines (a note, a description): tab and line breaks allowed, nothing else. */
export const lines = (rule: TextRule) => text(rule, true);
