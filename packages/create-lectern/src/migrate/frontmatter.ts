import { parse, stringify } from 'yaml';

/** A Markdown file split into its frontmatter and body. */
export interface MarkdownParts {
  /** The frontmatter's fields; empty without frontmatter. */
  data: Record<string, unknown>;
  /** The text after the frontmatter. */
  body: string;
  /** How many lines the frontmatter takes, its fences included (0 without frontmatter). */
  bodyLine: number;
  /** The frontmatter's lines, to find where a field is written. */
  lines: readonly string[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** Splits a Markdown file; frontmatter that is not a YAML object is an error naming the file. */
export function splitFrontmatter(text: string, file: string): MarkdownParts {
  const match = FENCE.exec(text);
  if (!match) return { data: {}, body: text, bodyLine: 0, lines: [] };
  const yaml = match[1] ?? '';
  let data: unknown;
  try {
    data = parse(yaml) ?? {};
  } catch (error) {
    throw new Error(
      `${file}: its frontmatter is not valid YAML (${(error as Error).message.split('\n')[0]})`,
    );
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file}: its frontmatter is not a list of fields`);
  }
  const lines = yaml.split(/\r?\n/);
  return {
    data: data as Record<string, unknown>,
    body: text.slice(match[0].length),
    bodyLine: lines.length + 2,
    lines,
  };
}

/** The line (from 1, in the file) a top-level frontmatter field is written on. */
export function fieldLine(parts: MarkdownParts, field: string): number | undefined {
  const index = parts.lines.findIndex((line) => line.startsWith(`${field}:`));
  return index === -1 ? undefined : index + 2;
}

/** A Markdown file from its fields and body: no frontmatter when there are no fields. */
export function joinFrontmatter(data: Record<string, unknown>, body: string): string {
  if (Object.keys(data).length === 0) return body;
  return `---\n${stringify(data, { lineWidth: 0 }).trimEnd()}\n---\n${body}`;
}
