import { describe, expect, it } from 'vitest';
import { nameSegments, unionMembers } from './code-breaks';

describe('unionMembers: a union type folds between its members', () => {
  it.each([
    ['string', ['string']],
    ['', ['']],
    ["'a' | 'b'", ["'a'", "| 'b'"]],
    ["'success' | 'info' | 'warning'", ["'success'", "| 'info'", "| 'warning'"]],
    ["| 'a' | 'b'", ["| 'a'", "| 'b'"]],
    ["{ kind: 'a' | 'b' } | null", ["{ kind: 'a' | 'b' }", '| null']],
    ['Array<string | number> | undefined', ['Array<string | number>', '| undefined']],
    ['(value: string) => void | false', ['(value: string) => void', '| false']],
    ['\'a|b\' | "c|d"', ["'a|b'", '| "c|d"']],
    ['[string, number | null] | string', ['[string, number | null]', '| string']],
  ])('%s', (type, members) => {
    expect(unionMembers(type)).toEqual(members);
  });
});

describe('nameSegments: a dotted name may break after each dot', () => {
  it.each([
    ['title', ['title']],
    ['labels.docFooter.next', ['labels.', 'docFooter.', 'next']],
    ['logo.', ['logo.']],
    ['', []],
  ])('%s', (name, segments) => {
    expect(nameSegments(name)).toEqual(segments);
  });
});
