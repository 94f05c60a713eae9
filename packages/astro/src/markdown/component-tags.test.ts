import { describe, expect, it } from 'vitest';
import { componentProps, componentTags, rewriteComponentTags } from './component-tags.js';

/** The placeholder of a component with props, as the Markdown page's HTML carries it. */
const opening = (name: string, props: object = {}) =>
  `<lectern-component data-name="${name}" data-props="${JSON.stringify(props).replaceAll('"', '&quot;')}">`;
const CLOSING = '</lectern-component>';
const known = (name: string) => ['Example', 'Card', 'Badge'].includes(name);

describe('componentTags', () => {
  it.each([
    ['a self-closing tag', '<Example file="a/b" />', [['self-closing', 'Example', ' file="a/b"']]],
    ['without a space before />', '<Example/>', [['self-closing', 'Example', '']]],
    [
      'an opening and a closing tag',
      '<Card title="x">\n</Card>',
      [
        ['opening', 'Card', ' title="x"'],
        ['closing', 'Card', ''],
      ],
    ],
    [
      'a > inside a quoted value',
      `<Card title="a > b" note='<x>'>`,
      [['opening', 'Card', ` title="a > b" note='<x>'`]],
    ],
    ['a JSON value in braces', '<Card level={4} on>', [['opening', 'Card', ' level={4} on']]],
    ['HTML elements alone', '<div class="x"><span>y</span></div>', []],
    ['nothing inside a comment', '<!-- <Card> --><Badge />', [['self-closing', 'Badge', '']]],
  ])('finds %s', (_case, html, expected) => {
    expect(componentTags(html).map((tag) => [tag.kind, tag.name, tag.attributes])).toEqual(expected);
  });

  it('says where each tag is', () => {
    const html = 'a <Badge>b</Badge>';
    expect(componentTags(html).map((tag) => html.slice(tag.start, tag.end))).toEqual(['<Badge>', '</Badge>']);
  });
});

describe('componentProps', () => {
  it.each([
    ['strings in either quotes', ` file="a/b" label='x y'`, { file: 'a/b', label: 'x y' }, 0],
    ['a bare name as true', ' qualified', { qualified: true }, 0],
    ['JSON in braces', ' level={4} on={false} list={[1,2]}', { level: 4, on: false, list: [1, 2] }, 0],
    ['an unquoted value as a string', ' type=tip', { type: 'tip' }, 0],
    ['character references in a quoted value', ' title="a &amp; b &quot;c&quot;"', { title: 'a & b "c"' }, 0],
    ['no expression but JSON', ' level={level}', {}, 1],
    ['no client: directive', ' client:load file="a"', { file: 'a' }, 1],
  ])('reads %s', (_case, attributes, props, problems) => {
    const result = componentProps(attributes);
    expect(result.props).toEqual(props);
    expect(result.problems).toHaveLength(problems);
  });

  it('says why a prop is left out', () => {
    expect(componentProps(' level={level}').problems).toEqual([
      'level={level} is left out: in a .md page a prop in braces is a JSON value ({4}, {true}, {[1,2]}, without spaces or quotes); write the page in .mdx for other expressions',
    ]);
    expect(componentProps(' client:visible').problems[0]).toMatch(
      /^client:visible is left out: the components of a page are drawn on the server/,
    );
  });
});

describe('rewriteComponentTags', () => {
  it.each([
    [
      'a self-closing tag into an empty placeholder',
      ['<Example file="a/b" />'],
      [`${opening('Example', { file: 'a/b' })}${CLOSING}`],
      [],
    ],
    [
      'tags in one text, the content between kept',
      ['<Card title="x">\n<Example file="a" />\n</Card>'],
      [`${opening('Card', { title: 'x' })}\n${opening('Example', { file: 'a' })}${CLOSING}\n${CLOSING}`],
      [],
    ],
    [
      'an opening tag closed in a later child, past other children',
      ['<Card>', undefined, '</Card>'],
      [opening('Card'), undefined, CLOSING],
      [],
    ],
    [
      'inline tags of a paragraph',
      [undefined, '<Badge type="tip">', undefined, '</Badge>', undefined],
      [undefined, opening('Badge', { type: 'tip' }), undefined, CLOSING, undefined],
      [],
    ],
    [
      "an unknown component's tags into nothing, noted once",
      ['<Vanish a="1">', undefined, '</Vanish>'],
      ['', undefined, ''],
      [
        [
          0,
          0,
          'unknown component <Vanish> (not a built-in, not in lectern({ components })); its tags are left out, its content kept',
        ],
      ],
    ],
    [
      'a tag never closed into nothing, noted',
      ['<Card>', undefined],
      ['', undefined],
      [
        [
          0,
          0,
          '<Card> is not closed: write </Card> after its content, in the same block or as a block of its own; its content is shown without it',
        ],
      ],
    ],
    [
      'a closing tag that closes nothing into nothing, noted',
      ['x </Badge>'],
      ['x '],
      [[0, 2, '</Badge> closes no <Badge>; it is left out']],
    ],
    [
      'a tag left open inside a closed one',
      ['<Card>', '<Badge>', '</Card>'],
      [opening('Card'), '', CLOSING],
      [
        [
          1,
          0,
          '<Badge> is not closed: write </Badge> after its content, in the same block or as a block of its own; its content is shown without it',
        ],
      ],
    ],
    [
      'nested tags of the same component',
      ['<Card>', '<Card>', '</Card>', '</Card>'],
      [opening('Card'), opening('Card'), CLOSING, CLOSING],
      [],
    ],
    ['HTML without components as it is', ['<div>x</div>'], ['<div>x</div>'], []],
  ])('turns %s', (_case, texts, expected, notes) => {
    const result = rewriteComponentTags(texts, known);
    expect(result.texts).toEqual(expected);
    expect(result.notes.map((note) => [note.text, note.offset, note.message])).toEqual(notes);
  });

  it("notes the problems of a known component's props at its tag", () => {
    const result = rewriteComponentTags(['<Card level={x}>', '</Card>'], known);
    expect(result.texts).toEqual([opening('Card'), CLOSING]);
    expect(result.notes.map((note) => note.message)).toEqual([
      '<Card>: level={x} is left out: in a .md page a prop in braces is a JSON value ({4}, {true}, {[1,2]}, without spaces or quotes); write the page in .mdx for other expressions',
    ]);
  });
});
