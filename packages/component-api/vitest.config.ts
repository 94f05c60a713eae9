import { defineUnitTestConfig } from '@lectern/tooling/vitest';

// Branches: the readers guard TypeScript's and the manifests' rarer forms that no small library reaches.
export default defineUnitTestConfig({ coverageThreshold: 84 });
