import { REFRESH_ATTRIBUTE } from '@lectern/theme-core/dom';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './RefreshPrompt.css';

export interface RefreshPromptProps {
  /** The id of the build the page comes from. */
  buildId: string;
  /** Where the latest build's id is served (`{ "buildId": "…" }`), e.g. `/_lectern/build.json`. */
  buildUrl: string;
  labels?: Labels | undefined;
}

/**
 * The offer to reload the page once a newer version of the site is published: a polite live region the
 * server draws empty; the page's effects script (`watchForNewerBuild`) asks for the latest build now and
 * then and, when it differs and the visitor's refresh prompt is on, fills it with the notice and its
 * "Refresh" and "Not now" buttons, announced without moving focus.
 */
export function RefreshPrompt({ buildId, buildUrl, labels }: RefreshPromptProps) {
  const text = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  return (
    <section
      className={styles.region}
      aria-label={text('refresh.label')}
      data-build-id={buildId}
      data-build-url={buildUrl}
      {...{ [REFRESH_ATTRIBUTE]: '' }}
    >
      <div role="status">
        <div className={styles.notice} hidden data-refresh-notice>
          <p className={styles.text}>{text('refresh.available')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.reload} data-refresh-reload>
              {text('refresh.reload')}
            </button>
            <button type="button" className={styles.later} data-refresh-later>
              {text('refresh.later')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
