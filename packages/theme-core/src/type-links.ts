// Links from a type, as an API table prints it, to the pages of the types it names: `TabProps[]` leads to
// the Tab component's page, `(item: MenuItem) => void` to MenuItem's.

/** A piece of a type's text: a name that has a page carries its address. */
export interface TypePart {
  readonly text: string;
  readonly href?: string;
}

/**
 * A type's text cut into the names that have a page (`links`: name → address) and the text between them.
 * A name counts only whole (`Tab` not inside `Tabs`) and outside quotes (`'Tab'` is a string); a member
 * access (`Tab.Item`) or a property name is not a type of its own. Without any link the text is one part.
 *
 * @example typeParts('TabProps[] | null', { TabProps: '/en/api/tab/' }) // [{ text: 'TabProps', href: '/en/api/tab/' }, { text: '[] | null' }]
 */
export function typeParts(text: string, links: Readonly<Record<string, string>>): TypePart[] {
  const parts: TypePart[] = [];
  let plain = '';
  let quote: string | undefined;
  for (let index = 0; index < text.length; ) {
    const character = text[index] as string;
    if (quote) {
      plain += character;
      if (character === '\\' && index + 1 < text.length) plain += text[++index];
      else if (character === quote) quote = undefined;
      index++;
      continue;
    }
    if (character === "'" || character === '"' || character === '`') {
      quote = character;
      plain += character;
      index++;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(index))?.[0];
    if (!name) {
      plain += character;
      index++;
      continue;
    }
    const before = text.slice(0, index).trimEnd();
    const after = text.slice(index + name.length).trimStart();
    // `a.Tab` is a member, `{ Tab: x }` and `(Tab: x) =>` name a property or a parameter.
    const member = before.endsWith('.') || after.startsWith(':') || after.startsWith('?:');
    const href = !member && Object.hasOwn(links, name) ? links[name] : undefined;
    if (href === undefined) {
      plain += name;
    } else {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text: name, href });
    }
    index += name.length;
  }
  if (plain || parts.length === 0) parts.push({ text: plain });
  return parts;
}
