export type { ApiTableProps } from './ApiTable';
export { ApiTable } from './ApiTable';
export type { ApiTextProps } from './ApiText';
export { ApiText } from './ApiText';
