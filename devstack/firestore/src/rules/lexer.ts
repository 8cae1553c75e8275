export interface Token {
  type: 'ident' | 'string' | 'number' | 'punct' | 'eof';
  value: string;
  line: number;
}

export class RulesSyntaxError extends Error {
  constructor(message: string, line: number, source: string) {
    super(`${source} line ${line}: ${message}`);
  }
}

// Longest first, so that `==` is not read as two `=`. Operators outside the supported subset are
// still tokenized so the parser can name them when it refuses them.
const PUNCTUATION = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '=',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  ',',
  ';',
  ':',
  '.',
  '/',
  '$',
  '*',
  '?',
  '+',
  '-',
  '%',
];

export function tokenize(text: string, source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\n') {
      line++;
      i++;
    } else if (/\s/.test(ch)) {
      i++;
    } else if (text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new RulesSyntaxError('Unterminated comment', line, source);
      line += text.slice(i, end).split('\n').length - 1;
      i = end + 2;
    } else if (ch === "'" || ch === '"') {
      let value = '';
      let j = i + 1;
      while (j < text.length && text[j] !== ch) {
        if (text[j] === '\n') throw new RulesSyntaxError('Unterminated string', line, source);
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j++];
      }
      if (j >= text.length) throw new RulesSyntaxError('Unterminated string', line, source);
      tokens.push({ type: 'string', value, line });
      i = j + 1;
    } else if (/[0-9]/.test(ch)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(text.slice(i))!;
      tokens.push({ type: 'number', value: m[0], line });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      tokens.push({ type: 'ident', value: m[0], line });
      i += m[0].length;
    } else {
      const punct = PUNCTUATION.find((p) => text.startsWith(p, i));
      if (!punct) throw new RulesSyntaxError(`Unexpected character '${ch}'`, line, source);
      tokens.push({ type: 'punct', value: punct, line });
      i += punct.length;
    }
  }
  tokens.push({ type: 'eof', value: '', line });
  return tokens;
}
