import { describe, expect, it, vi } from 'vitest';

const files = vi.hoisted(() => ({
  entries: [] as { id: string; filePath: string; data: Record<string, unknown> }[],
}));

vi.mock('astro/loaders', () => ({
  glob: () => ({
    name: 'glob',
    async load(context: {
      parseData: (props: { id: string; filePath: string; data: Record<string, unknown> }) => Promise<unknown>;
      store: { set: (entry: unknown) => void };
    }) {
      for (const entry of files.entries)
        context.store.set({ id: entry.id, data: await context.parseData(entry) });
    },
  }),
}));

const { docsLoader, FrontmatterError, frontmatterProblemLines } = await import('./docs-loader.js');

async function load(entries: typeof files.entries) {
  files.entries = entries;
  const stored: unknown[] = [];
  const context = { store: { set: (entry: unknown) => stored.push(entry) } };
  await docsLoader().load(context as never);
  return stored;
}

describe('docsLoader', () => {
  it('keeps the pages whose frontmatter is valid, with the values the schema gives', async () => {
    const stored = await load([
      { id: 'en/index', filePath: `${process.cwd()}/docs/en/index.md`, data: { layout: 'home' } },
    ]);
    expect(stored).toEqual([{ id: 'en/index', data: { layout: 'home' } }]);
  });

  it('fails once with every problem of every page, one line each, naming the file and the field', async () => {
    const error = await load([
      { id: 'en/a', filePath: `${process.cwd()}/docs/en/a.md`, data: { title: 5 } },
      { id: 'en/b', filePath: `${process.cwd()}/docs/en/b.md`, data: { layout: 3, outline: 'all' } },
    ]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FrontmatterError);
    const lines = (error as InstanceType<typeof FrontmatterError>).lines;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('docs/en/a.md: title: expected a string (got 5)');
    expect(lines[1]).toMatch(/^docs\/en\/b\.md: layout: expected .* \(got 3\)$/);
    expect(lines[2]).toMatch(/^docs\/en\/b\.md: outline: /);
    expect((error as Error).message.split('\n')[0]).toBe('Pages have invalid frontmatter:');
    expect((error as Error).stack).not.toMatch(/\n\s+at /);
  });
});

describe('frontmatterProblemLines', () => {
  it('names the frontmatter itself when the problem has no field', () => {
    expect(frontmatterProblemLines('a.md', [{ path: '', message: 'unknown field "x"' }])).toEqual([
      'a.md: (frontmatter): unknown field "x"',
    ]);
    expect(new FrontmatterError(['a.md: x: y']).message).toBe('A page has invalid frontmatter:\na.md: x: y');
  });
});
