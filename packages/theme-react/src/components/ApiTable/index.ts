export type { ApiTableProps } from './ApiTable';
export { ApiTable } from './ApiTable';
