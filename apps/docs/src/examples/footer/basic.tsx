import { Footer } from '../../library/Footer';

export default function FooterBasic() {
  return (
    <Footer>
      <span>© 2026 Example Ltd.</span>
      <a href="/en/guide/introduction/">About</a>
      <a href="/en/guide/getting-started/">Getting started</a>
      <a href="/en/components/">Components</a>
    </Footer>
  );
}
