import { ICON_PATHS, type IconName } from '../markdown/icons.js';

/** An icon's markup as the Markdown steps write it. */
export function iconMarkup(name: IconName): string {
  return `<svg class="lectern-icon lectern-icon-${name}" viewBox="0 0 24 24" aria-hidden="true"><path d="${ICON_PATHS[name]}"></path></svg>`;
}
