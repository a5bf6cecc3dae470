import { z } from 'zod';

// Text that reaches the database. PostgreSQL's text cannot hold NUL at all, nor a lone UTF-16
// surrogate (`"x\ud800y"` is valid JSON, but no UTF-8 can encode it: jsonb refuses it, and a
// driver writing text turns it into U+FFFD, silently changing what was sent); and no name,
// e-mail or title has a reason to hold other control characters. All are refused up front,
// with the field's own message, rather than failing (or being altered) further in.

function isControl(code: number, allowLineBreaks: boolean): boolean {
  if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code < 0x20 || code === 0x7f;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Whether the text holds what cannot be stored or has no place in it: a control character
 * (tab and line breaks allowed in `multiline`) or half of a surrogate pair.
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code, multiline)) return true;
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    else if (isHighSurrogate(code) || isLowSurrogate(code)) return true;
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
// breaks allowed on several lines), no half of a surrogate pair, and — when the text is
// needed — something besides spaces. A whole pair is matched either as one code point (the
// class, under the `u` flag we run it with) or as its two halves (the second alternative, for
// a reader of the document whose regular expressions count UTF-16 units): both read it alike.
const PAIR = '|[\\ud800-\\udbff][\\udc00-\\udfff]';
const NO_CONTROL = `(?:[^\\u0000-\\u001f\\u007f\\ud800-\\udfff]${PAIR})`;
const NO_CONTROL_MULTILINE = `(?:[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\ud800-\\udfff]${PAIR})`;
const VISIBLE = `(?:[^\\u0000-\\u0020\\u007f\\ud800-\\udfff]${PAIR})`;

/**
 * The pattern a text must match: no control character nor lone surrogate, and something
 * visible when needed.
 */
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
