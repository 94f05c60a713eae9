/**
 * Makes everything in `<body>` inert except the given elements (and their ancestors), the way a modal
 * dialog does: what is outside can neither be focused nor clicked, and assistive technology skips it.
 * Elements that were inert already are left alone.
 *
 * @returns A function that undoes exactly what this call did.
 * @example const restore = inertOutside([sidebar, backdrop]); // later: restore();
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const kept = new Set<Element>();
  for (const element of keep) {
    for (let node: Element | null = element; node; node = node.parentElement) kept.add(node);
  }
  const changed: Element[] = [];
  for (const element of kept) {
    const parent = element.parentElement;
    if (!parent || !document.body.contains(parent)) continue;
    for (const sibling of parent.children) {
      if (kept.has(sibling) || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
