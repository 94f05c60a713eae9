import type { ReactNode } from 'react';
import { content } from './DocContent.css';

export interface DocContentProps {
  /** The rendered markdown. */
  children?: ReactNode;
}

/**
 * The rendered markdown of a page with readable typography: headings, paragraphs, lists, inline code,
 * code blocks, tables, quotes and links. Used by the doc and home layouts.
 */
export function DocContent({ children }: DocContentProps) {
  return <div className={content}>{children}</div>;
}
