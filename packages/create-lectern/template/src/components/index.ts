// The site's components: the API tables are read from what this module exports (see src/content.config.ts).
export { Button, type ButtonProps } from './Button';
