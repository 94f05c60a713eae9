import { describe, expect, it } from 'vitest';
import { count, formatReport } from './format-report';

describe('count', () => {
  it.each([
    [0, 'error', undefined, 'no errors'],
    [1, 'error', undefined, '1 error'],
    [2, 'error', undefined, '2 errors'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
  ])('counts %i %s', (amount, noun, plural, text) => {
    expect(count(amount, noun, plural)).toBe(text);
  });
});

describe('formatReport', () => {
  const context = { tableFile: 'redirects.json', entries: 1, pages: 1, siteDir: 'dist' };

  it('gives only the summary for a clean table', () => {
    expect(formatReport({ errors: [], warnings: [] }, context)).toBe(
      'redirects.json: no errors, no warnings in 1 entry (checked against 1 page in dist)\n',
    );
  });

  it('lists a problem without entries', () => {
    const problem = { code: 'invalid-json' as const, message: 'redirects.json: not valid JSON', entries: [] };
    expect(formatReport({ errors: [problem], warnings: [] }, context).split('\n')[0]).toBe(
      'error [invalid-json] redirects.json: not valid JSON',
    );
  });

  it('counts the entries of a problem as a person does, the first as entry 1', () => {
    const first = { index: 0, from: 'quick-start', to: '/setup' };
    const third = { index: 2, from: 'a', to: '/setup' };
    const problem = {
      code: 'missing-target' as const,
      message: 'target "/setup" is missing',
      entries: [first, third],
    };
    expect(
      formatReport({ errors: [problem], warnings: [] }, context)
        .split('\n')
        .slice(1, 3),
    ).toEqual(['  entry 1: "quick-start" → /setup', '  entry 3: "a" → /setup']);
  });
});
