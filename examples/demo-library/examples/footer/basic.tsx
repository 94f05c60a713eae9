import { Footer } from '@lectern/demo-library';

export default function FooterBasic() {
  return (
    <Footer>
      <span>© 2026 Example Ltd.</span>
      <a href="/en/introduction/what-is-lectern/">About</a>
      <a href="/en/getting-started/installation/">Getting started</a>
      <a href="/en/components/">Components</a>
    </Footer>
  );
}
