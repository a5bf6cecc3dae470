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
