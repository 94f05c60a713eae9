// Where a long piece of code in a table may break across lines, so that a narrow column folds it at
// its seams rather than anywhere: a union type between its members, a dotted name after each dot.

const opening: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/**
 * The members of a union type written at its top level, each but the first with its leading `| `:
 * `'a' | 'b' | { c: 'd' | 'e' }` gives `["'a'", "| 'b'", "| { c: 'd' | 'e' }"]`. A `|` inside brackets or
 * quotes belongs to its member; a type that is not a union gives itself alone.
 */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  const closers: string[] = [];
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < type.length; index++) {
    const character = type[index] as string;
    if (quote) {
      if (character === '\\') index++;
      else if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"' || character === '`') {
      quote = character;
    } else if (opening[character]) {
      closers.push(opening[character] as string);
    } else if (character === closers.at(-1) && !(character === '>' && type[index - 1] === '=')) {
      closers.pop();
    } else if (character === '|' && closers.length === 0 && index > start) {
      const member = type.slice(start, index).trim();
      if (member) members.push(member);
      start = index;
    }
  }
  const last = type.slice(start).trim();
  if (last) members.push(last);
  return members.length > 0 ? members : [type];
}

/**
 * A name cut where it may break in a narrow column: after each dot or colon, and between the words of a
 * camel-case name (`labels.docFooter.next` → `labels.`, `doc`, `Footer.`, `next`;
 * `update:modelValue` → `update:`, `model`, `Value`), so it never breaks inside a word that fits.
 */
export function nameSegments(name: string): string[] {
  return name.split(/(?<=[.:])|(?<=[a-z\d])(?=[A-Z])/).filter((segment) => segment !== '');
}
