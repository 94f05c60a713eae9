import { useId } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './DeveloperPanel.css';

export interface DeveloperPanelProps {
  /** The page's source file, from the site's root: `src/content/docs/en/guide/intro.mdx`. */
  sourcePath: string;
  /** The page's frontmatter, as the page read it. */
  frontmatter: Readonly<Record<string, unknown>>;
  /** The id of the build the page comes from. */
  buildId: string;
  labels?: Labels | undefined;
}

/**
 * The developer tools of developer mode: a "Page details" button at the page's lower corner that opens a
 * panel with the page's source file, its frontmatter and the build it comes from. Shown only while the
 * visitor's developer mode is on (`data-developer-mode` on `<html>`). The panel is an HTML popover: it
 * opens, closes on Escape or a click outside, and runs without any script.
 */
export function DeveloperPanel({ sourcePath, frontmatter, buildId, labels }: DeveloperPanelProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const text = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  return (
    <aside className={styles.tools} aria-label={text('developer.label')} data-pagefind-ignore="all">
      <button type="button" className={styles.button} popoverTarget={panelId}>
        {text('developer.title')}
      </button>
      <div id={panelId} popover="auto" className={styles.panel} role="dialog" aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {text('developer.title')}
          </h2>
          <button
            type="button"
            className={styles.close}
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label={text('developer.close')}
          >
            ×
          </button>
        </div>
        <dl className={styles.facts}>
          <dt>{text('developer.source')}</dt>
          <dd>
            <code>{sourcePath}</code>
          </dd>
          <dt>{text('developer.build')}</dt>
          <dd>
            <code>{buildId}</code>
          </dd>
        </dl>
        <h3 className={styles.subtitle}>{text('developer.frontmatter')}</h3>
        <pre className={styles.frontmatter}>
          <code>{JSON.stringify(frontmatter, null, 2)}</code>
        </pre>
      </div>
    </aside>
  );
}
