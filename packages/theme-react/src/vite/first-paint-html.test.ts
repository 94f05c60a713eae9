import { describe, expect, it } from 'vitest';
import { withFirstPaintScript } from './first-paint-html';

describe('withFirstPaintScript', () => {
  it.each([
    [
      'before the first stylesheet, after the charset and the title',
      '<html><head><meta charset="utf-8"><title>A</title><link rel="stylesheet" href="a.css"></head></html>',
      '<html><head><meta charset="utf-8"><title>A</title><script>x()</script><link rel="stylesheet" href="a.css"></head></html>',
    ],
    [
      'before a module script',
      '<head>\n  <meta charset="utf-8" />\n  <script type="module" src="/src/main.tsx"></script>\n</head>',
      '<head>\n  <meta charset="utf-8" />\n  <script>x()</script><script type="module" src="/src/main.tsx"></script>\n</head>',
    ],
    [
      'before a style element',
      '<HEAD lang="en"><style>p{}</style></HEAD>',
      '<HEAD lang="en"><script>x()</script><style>p{}</style></HEAD>',
    ],
    [
      'after preloads and icons, which paint nothing',
      "<head><link rel='icon' href='/i.svg'><link rel=preload href=/f.woff2><link rel=stylesheet href=/s.css></head>",
      "<head><link rel='icon' href='/i.svg'><link rel=preload href=/f.woff2><script>x()</script><link rel=stylesheet href=/s.css></head>",
    ],
    [
      'at the end of a head with nothing that loads',
      '<head><meta charset="utf-8"></head><body><script src="/late.js"></script></body>',
      '<head><meta charset="utf-8"><script>x()</script></head><body><script src="/late.js"></script></body>',
    ],
    [
      'into a head that is never closed',
      '<head><title>A</title>',
      '<head><title>A</title><script>x()</script>',
    ],
  ])('puts the script %s', (_name, html, expected) => {
    expect(withFirstPaintScript(html, 'x()')).toBe(expected);
  });

  it('gives nothing for a page without a head', () => {
    expect(withFirstPaintScript('<body><p>Hi</p></body>', 'x()')).toBeUndefined();
    expect(withFirstPaintScript('<header>Not a head</header>', 'x()')).toBeUndefined();
  });
});
