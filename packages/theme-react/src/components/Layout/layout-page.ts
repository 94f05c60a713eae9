import type { PageMetadata } from '@lectern/theme-core';
import type { Timestamp } from '../Doc/DocFooterLastUpdated';

/** The page being shown. */
export interface LayoutPage {
  /** Its frontmatter: layout, sidebar, aside, hero, features, pageClass… */
  frontmatter: PageMetadata;
  /** Its source path relative to the source folder, e.g. `guide/intro.md`. */
  relativePath: string;
  /** When it last changed (e.g. its last commit); shown in the doc footer. */
  lastUpdated?: Timestamp | undefined;
}
