import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inertOutside', () => {
  it('makes everything but the kept elements and their ancestors inert, and undoes it', () => {
    document.body.innerHTML = `
      <header id="header"><button>Menu</button></header>
      <div id="layout">
        <button id="backdrop"></button>
        <nav id="sidebar"><a href="/">Home</a></nav>
        <main id="main"></main>
      </div>
      <footer id="footer" inert></footer>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const restore = inertOutside([byId('sidebar'), byId('backdrop')]);

    for (const id of ['header', 'main', 'footer']) expect(byId(id)).toHaveAttribute('inert');
    for (const id of ['layout', 'sidebar', 'backdrop']) expect(byId(id)).not.toHaveAttribute('inert');

    restore();
    for (const id of ['header', 'main', 'layout', 'sidebar']) expect(byId(id)).not.toHaveAttribute('inert');
    expect(byId('footer')).toHaveAttribute('inert');
  });

  it('leaves the document alone for an element outside it', () => {
    document.body.innerHTML = '<main id="main"></main>';
    inertOutside([document.createElement('nav')]);
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
  });
});
