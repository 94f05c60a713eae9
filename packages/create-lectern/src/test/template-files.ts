// Test helper: the template's files, by their path under template/, as the command reads them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const templateRoot = fileURLToPath(new URL('../../template/', import.meta.url));

/** The template's files as the command reads them. */
export function templateFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else files.set(`${prefix}${entry.name}`, readFileSync(path.join(folder, entry.name), 'utf8'));
    }
  };
  visit(templateRoot, '');
  return files;
}
