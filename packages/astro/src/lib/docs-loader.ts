import path from 'node:path';
import { type ConfigIssue, safeParsePageMetadata } from '@lectern/theme-core/config';
import { glob, type Loader } from 'astro/loaders';

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
 * The docs collection's loader: Astro's glob loader for Markdown and MDX, with each page's frontmatter
 * checked against theme-core's page-metadata schema. Every problem of every page is collected and the
 * build fails once, listing them all.
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
      if (problems.length > 0) throw new FrontmatterError(problems);
    },
  };
}
