import type { Migration } from './migration.js';
import { MigrationError } from './vitepress.js';

export async function migrateDocusaurus(
  _source: string,
): Promise<{ migration: Migration; configFile: string }> {
  throw new MigrationError('docusaurus: not yet');
}
