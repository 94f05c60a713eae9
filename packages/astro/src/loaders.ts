export { docsLoader, FrontmatterError, frontmatterProblemLines } from './lib/docs-loader.js';
