import { en } from '@lectern/theme-core';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the main content element, which must be focusable (`tabIndex={-1}`). */
  targetId?: string;
  /** The link text. Default: "Skip to content". */
  label?: string;
  /** The label's language when it is not the page's, e.g. `en` for an English fallback text. */
  lang?: string | undefined;
}

/**
 * The first focusable element of every page: hidden until focused, it moves focus past the navigation
 * to the main content. A plain link, so it works before (and without) JavaScript.
 */
export function SkipLink({ targetId = 'main-content', label = en['skipLink.label'], lang }: SkipLinkProps) {
  return (
    <a className={skipLink} href={`#${targetId}`} lang={lang}>
      {label}
    </a>
  );
}
