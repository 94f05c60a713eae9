import { Footer } from '@lectern/demo-library';

export default function FooterHeight() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Footer>Auto height: at least 32 px, and one line of text needs no more.</Footer>
      <Footer>
        <p style={{ margin: 0 }}>
          Auto height grows with its content.
          <br />
          This footer holds a second line of text,
          <br />
          and a third, so it grows taller than 32 px.
        </p>
      </Footer>
      <Footer height={64}>A fixed height of 64 px, however little it holds.</Footer>
    </div>
  );
}
