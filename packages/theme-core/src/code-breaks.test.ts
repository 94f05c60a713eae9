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

describe('nameSegments: a name may break after a dot or colon, and between camel-case words', () => {
  it.each([
    ['title', ['title']],
    ['labels.docFooter.next', ['labels.', 'doc', 'Footer.', 'next']],
    ['update:modelValue', ['update:', 'model', 'Value']],
    ['defaultItemsPerPage', ['default', 'Items', 'Per', 'Page']],
    ['aria-label', ['aria-label']],
    ['ID', ['ID']],
    ['h2Level', ['h2', 'Level']],
    ['logo.', ['logo.']],
    ['', []],
  ])('%s', (name, segments) => {
    expect(nameSegments(name)).toEqual(segments);
  });
});
