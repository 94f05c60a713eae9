// The API reference guide's Web Components example: a ring that fills as a task progresses. Its API is
// read from custom-elements.json beside it, as a library's build would write it.

/**
 * A ring that fills as a task progresses, with the percentage in its middle.
 *
 * @slot - What the task is, under the ring.
 * @csspart ring - The ring's track and fill.
 * @cssprop [--progress-ring-color=currentColor] - The fill's colour.
 * @fires progress-ring-complete - When the value reaches `max`.
 */
export class ProgressRing extends HTMLElement {
  static observedAttributes = ['value', 'max'];

  /** How far the task is. */
  value = 0;

  /** The value at which the task is done. */
  max = 100;

  #shadow = this.attachShadow({ mode: 'open' });

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    this[name as 'value' | 'max'] = Number(value ?? 0);
    this.#draw();
    if (name === 'value' && this.value >= this.max) {
      this.dispatchEvent(new CustomEvent('progress-ring-complete'));
    }
  }

  /** Sets the value back to zero. */
  reset(): void {
    this.setAttribute('value', '0');
  }

  #draw(): void {
    const percent = Math.round((Math.min(this.value, this.max) / this.max) * 100);
    this.#shadow.innerHTML = `<svg part="ring" viewBox="0 0 36 36" role="img" aria-label="${percent}%"></svg><slot></slot>`;
  }
}

customElements.define('progress-ring', ProgressRing);
