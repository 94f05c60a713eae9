import { describe, expect, it } from 'vitest';
import { typeParts } from './type-links.js';

const links = { Tab: '/en/api/tab/', TabProps: '/en/api/tab/', MenuItem: '/en/api/menu-item/' };

describe('typeParts', () => {
  it.each([
    ['TabProps[] | null', [{ text: 'TabProps', href: '/en/api/tab/' }, { text: '[] | null' }]],
    [
      '(item: MenuItem, index: number) => ReactNode',
      [
        { text: '(item: ' },
        { text: 'MenuItem', href: '/en/api/menu-item/' },
        { text: ', index: number) => ReactNode' },
      ],
    ],
    [
      'ReactElement<typeof Tab>',
      [{ text: 'ReactElement<typeof ' }, { text: 'Tab', href: '/en/api/tab/' }, { text: '>' }],
    ],
  ])('links the names that have a page in %s', (type, parts) => {
    expect(typeParts(type, links)).toEqual(parts);
  });

  it.each([
    ['Tabs', 'a longer name holding one'],
    ["'Tab' | 'Panel'", 'a string'],
    ['{ Tab: string }', 'a property'],
    ['(Tab?: string) => void', 'an optional parameter'],
    ['Layout.Tab', 'a member'],
    ['string', 'a type without a page'],
  ])('leaves %s as it is: %s', (type) => {
    expect(typeParts(type, links)).toEqual([{ text: type }]);
  });

  it('gives an empty type as one empty part, and reads an escaped quote inside a string', () => {
    expect(typeParts('', links)).toEqual([{ text: '' }]);
    expect(typeParts("'it\\'s' | Tab", links)).toEqual([
      { text: "'it\\'s' | " },
      { text: 'Tab', href: '/en/api/tab/' },
    ]);
  });

  it('does not take a name the links object inherits', () => {
    expect(typeParts('constructor | toString', links)).toEqual([{ text: 'constructor | toString' }]);
  });
});
