import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ConfigIssue, safeParsePageMetadata } from '@lectern/theme-core/config';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { registeredLayoutsOf, unknownLayoutProblem } from './custom-layouts.js';

/** Thrown once per build with every frontmatter problem of every page, one line each. */
export class FrontmatterError extends Error {
  override readonly name = 'FrontmatterError';
  constructor(readonly lines: readonly string[]) {
    super(`${lines.length === 1 ? 'A page has' : 'Pages have'} invalid frontmatter:\n${lines.join('\n')}`);
    // The lines say all there is to say: where, which field, what was expected and what was given.
    this.stack = this.message;
  }
}

/** One line per problem: `src/content/docs/en/guide.mdx: hero.actions[0].link: expected …, got …`. */
export function frontmatterProblemLines(file: string, issues: readonly ConfigIssue[]): string[] {
  return issues.map(
    (issue) => `${file}: ${issue.path === '' ? '(frontmatter)' : issue.path}: ${issue.message}`,
  );
}

/**
 * One line per page whose `layout` names a layout the site did not register with the Lectern integration
 * (`src/content/docs/en/x.mdx: layout: unknown layout "foo" (expected …)`). Every page of the collection
 * is checked, including those the glob loader kept from an earlier build; nothing is checked when the
 * integration is not in the Astro config to say which layouts there are.
 */
export function unknownLayoutLines(
  context: Pick<LoaderContext, 'store'> & { config?: LoaderContext['config'] },
): string[] {
  const registered = registeredLayoutsOf(context.config);
  if (registered === undefined) return [];
  const root = context.config?.root ? fileURLToPath(context.config.root) : process.cwd();
  return context.store.values().flatMap((entry) => {
    const problem = unknownLayoutProblem(entry.data.layout, registered);
    if (problem === undefined) return [];
    const file = entry.filePath ? path.relative(process.cwd(), path.resolve(root, entry.filePath)) : entry.id;
    return [`${file}: layout: ${problem}`];
  });
}

/**
 * The docs collection's loader: Astro's glob loader for Markdown and MDX, with each page's frontmatter
 * checked against theme-core's page-metadata schema, and its layout against the layouts the site has.
 * Every problem of every page is collected and the build fails once, listing them all.
 */
export function docsLoader({ base = './src/content/docs' }: { base?: string } = {}): Loader {
  const inner = glob({ pattern: '**/*.{md,mdx}', base });
  return {
    name: 'lectern-docs',
    async load(context) {
      const problems: string[] = [];
      await inner.load({
        ...context,
        async parseData(props) {
          const result = safeParsePageMetadata(props.data);
          if (!result.success) {
            const file = props.filePath ? path.relative(process.cwd(), props.filePath) : props.id;
            problems.push(...frontmatterProblemLines(file, result.issues));
            return props.data;
          }
          return { ...props.data, ...result.data } as typeof props.data;
        },
      });
      problems.push(...unknownLayoutLines(context));
      if (problems.length > 0) throw new FrontmatterError(problems);
    },
  };
}
