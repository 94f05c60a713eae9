import { caret } from './SidebarItem.css';

/** The chevron of a collapsible section; decorative, the `<summary>` carries the state. */
export function SidebarCaret() {
  return (
    <svg className={caret} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
