export type { DeveloperPanelProps } from './DeveloperPanel';
export { DeveloperPanel } from './DeveloperPanel';
