import { describe, expect, it } from 'vitest';
import { partsOf } from './message-text';

// A message is text: its addresses become links, nothing else becomes anything.

describe('a message’s text', () => {
  it('keeps everything as written and finds the web addresses in it', () => {
    expect(partsOf('See https://example.com/a?b=1, then call.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', then call.' },
    ]);
    expect(partsOf('<b>bold</b> javascript:alert(1)')).toEqual([
      { text: '<b>bold</b> javascript:alert(1)' },
    ]);
    expect(partsOf('(http://a.ca/x)')).toEqual([
      { text: '(' },
      { text: 'http://a.ca/x', href: 'http://a.ca/x' },
      { text: ')' },
    ]);
  });
});
