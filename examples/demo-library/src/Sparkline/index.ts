export type { SparklineProps } from './Sparkline';
export { Sparkline } from './Sparkline';
export type { SparklineBar, SparklinePoint, SparklineType } from './sparkline-rules';
export {
  SPARKLINE_HEIGHT,
  SPARKLINE_LINE_WIDTH,
  SPARKLINE_PADDING,
  SPARKLINE_WIDTH,
  sparklineAreaPath,
  sparklineBars,
  sparklinePath,
  sparklinePoints,
  sparklineSummary,
} from './sparkline-rules';
