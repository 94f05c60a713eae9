export type { TextareaProps } from './Textarea';
export { Textarea } from './Textarea';
export { autoGrowRows, counterText, lineCount, measuredRows, TEXTAREA_ROWS } from './textarea-rules';
