import { definePackageConfig } from '@lectern/tooling/tsup';

export default definePackageConfig({ css: true });
