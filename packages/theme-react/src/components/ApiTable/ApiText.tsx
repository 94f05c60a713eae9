import { Lexer, type Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import * as styles from './ApiTable.css';

/** A link's address, kept when it leads to a page (`https:`, `http:`, `mailto:`, a path or a fragment). */
function safeHref(href: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme) ? href : undefined;
}

/** Inline Markdown tokens as React elements; markup the descriptions do not use shows as its text. */
function inline(tokens: readonly Tokens.Generic[] | undefined, key = ''): ReactNode[] {
  return (tokens ?? []).map((token, index) => {
    const id = `${key}${index}`;
    const children = () => inline(token.tokens, `${id}.`);
    switch (token.type) {
      case 'codespan':
        return (
          <code key={id} className={styles.code}>
            {token.text}
          </code>
        );
      case 'strong':
        return <strong key={id}>{children()}</strong>;
      case 'em':
        return <em key={id}>{children()}</em>;
      case 'del':
        return <del key={id}>{children()}</del>;
      case 'br':
        return <br key={id} />;
      case 'link': {
        const href = safeHref(String(token.href));
        return href === undefined ? (
          <Fragment key={id}>{children()}</Fragment>
        ) : (
          <a key={id} href={href}>
            {children()}
          </a>
        );
      }
      case 'image':
        return <Fragment key={id}>{token.text}</Fragment>;
      default:
        // Text, escapes, and HTML written in a description: shown as written, never as markup.
        return token.tokens ? (
          <Fragment key={id}>{children()}</Fragment>
        ) : (
          <Fragment key={id}>{token.text}</Fragment>
        );
    }
  });
}

export interface ApiTextProps {
  /** The description, as API data gives it: one paragraph of Markdown. */
  text: string;
}

/**
 * A description from API data — JSDoc or a data file — with its inline Markdown drawn: code spans,
 * `**strong**`, `*emphasis*`, `~~struck~~` and links, `[text](address)` (to pages only; a `javascript:`
 * address is left as text). HTML in it shows as written.
 *
 * @example <ApiText text="The **kind** of message: `alert` role for errors." />
 */
export function ApiText({ text }: ApiTextProps) {
  return <>{inline(Lexer.lexInline(text) as Tokens.Generic[])}</>;
}
