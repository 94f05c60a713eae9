import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_EXAMPLES } from './examples';
import { runExample } from './playground-run';

const themeReact = await import('@lectern/theme-react');
const modules = { react, 'react/jsx-runtime': jsxRuntime, '@lectern/theme-react': themeReact };

describe('runExample', () => {
  it('compiles TypeScript and JSX and gives the default export to render', () => {
    const result = runExample(
      "import { useState } from 'react';\nexport default function Hello(): JSX.Element {\n  const [name] = useState<string>('world');\n  return <p>Hello, {name}</p>;\n}\n",
      transform,
      modules,
    );
    if (!result.ok) throw new Error(result.problem.message);
    render(<result.component />);
    expect(screen.getByText('Hello, world')).toBeInTheDocument();
  });

  it('says where a syntax error is', () => {
    const result = runExample('export default function X() {\n  return <p>open\n}\n', transform, modules);
    expect(result).toMatchObject({
      ok: false,
      problem: { line: expect.any(Number), column: expect.any(Number) },
    });
    if (!result.ok) expect(result.problem.message).not.toMatch(/\(\d+:\d+\)$/);
  });

  it('names what the playground offers when an import is not among it', () => {
    const result = runExample("import x from 'left-pad';\nexport default () => x;", transform, modules);
    expect(result).toEqual({
      ok: false,
      problem: {
        message:
          'Error: Cannot import "left-pad": the playground offers react, react/jsx-runtime, @lectern/theme-react',
      },
    });
  });

  it('asks for a component as the default export', () => {
    expect(runExample('export const x = 1;', transform, modules)).toEqual({
      ok: false,
      problem: { message: 'The example must export a React component as its default export.' },
    });
  });

  it('reports an error thrown while the module runs', () => {
    expect(runExample("throw new TypeError('boom');", transform, modules)).toEqual({
      ok: false,
      problem: { message: 'TypeError: boom' },
    });
  });
});

describe('the starting examples', () => {
  it.each(PLAYGROUND_EXAMPLES.map((example) => [example.title, example.code]))(
    '%s runs and renders accessibly',
    async (_, code) => {
      const result = runExample(code, transform, modules);
      if (!result.ok) throw new Error(result.problem.message);
      const { container } = render(<result.component />);
      expect(container.textContent).not.toBe('');
      await expectNoAxeViolations(container);
    },
  );
});
