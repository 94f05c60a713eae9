// A small Web Components library the API tests read through its manifest (custom-elements.json, written
// for it as an analyzer would): each construct on purpose.

/**
 * A count in a badge, capped at `max`.
 *
 * @slot - The label before the count.
 * @slot icon - An icon before the label.
 * @csspart count - The number.
 * @cssprop [--counter-badge-color=currentColor] - The badge's colour.
 * @fires counter-badge-reset - When the count goes back to zero.
 */
export class CounterBadge extends HTMLElement {
  static observedAttributes = ['count', 'max', 'tone'];

  /** The number shown. */
  count = 0;

  /** The largest number shown; above it the badge shows `99+`. */
  max = 99;

  /** The colour of the badge. */
  tone: 'neutral' | 'danger' = 'neutral';

  #shadow = this.attachShadow({ mode: 'open' });

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'tone') this.tone = value === 'danger' ? 'danger' : 'neutral';
    else if (value !== null) this[name as 'count' | 'max'] = Number(value);
    this.#draw();
  }

  /** Sets the count back to zero. */
  reset(): void {
    this.count = 0;
    this.dispatchEvent(new CustomEvent('counter-badge-reset'));
    this.#draw();
  }

  #draw(): void {
    const shown = this.count > this.max ? `${this.max}+` : String(this.count);
    this.#shadow.innerHTML = `<slot name="icon"></slot><slot></slot> <span part="count">${shown}</span>`;
  }
}

/**
 * An old badge.
 *
 * @deprecated Use `<counter-badge>`.
 */
export class OldBadge extends HTMLElement {}

customElements.define('counter-badge', CounterBadge);
customElements.define('old-badge', OldBadge);
