export type { RefreshPromptProps } from './RefreshPrompt';
export { RefreshPrompt } from './RefreshPrompt';
