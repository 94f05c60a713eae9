import './Sparkline.css';
import {
  SPARKLINE_HEIGHT,
  SPARKLINE_LINE_WIDTH,
  SPARKLINE_PADDING,
  SPARKLINE_WIDTH,
  type SparklineType,
  sparklineAreaPath,
  sparklineBars,
  sparklinePath,
  sparklinePoints,
  sparklineSummary,
} from './sparkline-rules';

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  /** The numbers to chart, in order. Every value must be a finite number, or a `RangeError` is thrown. */
  value: readonly number[];
  /** `line` draws a trend line; `bar` draws one bar per value, growing from the zero line. */
  type?: SparklineType;
  /** Width of the view box in user units; the chart itself fills its container's inline size. */
  width?: number;
  /** Height of the view box in user units. */
  height?: number;
  /** Space kept free inside each edge of the view box, so thick lines are not clipped. */
  padding?: number;
  /** Rounds the corners of the line with curves (line charts only). */
  smooth?: boolean;
  /** Fills the area under the line (line charts only). */
  fill?: boolean;
  /** Stroke width of the line in CSS pixels; it stays the same however the chart is scaled. */
  lineWidth?: number;
  /** Any CSS colour for the line, area or bars; the theme's primary colour when not set. */
  color?: string;
  /**
   * Text alternative for the chart; without it a summary such as "Trend of 7 values from 1 to 10"
   * (smallest to largest value) is used.
   */
  label?: string;
}

/**
 * A small chart without axes that shows the shape of a series of numbers as a line or bars.
 *
 * It is one image to assistive technology (`role="img"`), named by `label` or by a summary of the
 * values.
 *
 * @example <Sparkline value={[1, 4, 10, 2, 6, 3, 5]} smooth fill />
 */
export function Sparkline({
  value,
  type = 'line',
  width = SPARKLINE_WIDTH,
  height = SPARKLINE_HEIGHT,
  padding = SPARKLINE_PADDING,
  smooth = false,
  fill = false,
  lineWidth = SPARKLINE_LINE_WIDTH,
  color,
  label,
}: SparklineProps) {
  return (
    <svg
      className={`ui-sparkline ui-sparkline--${type}`}
      role="img"
      aria-label={label ?? sparklineSummary(value, type)}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={color ? { color } : undefined}
    >
      {type === 'bar' ? (
        sparklineBars(value, width, height, padding).map((bar) => (
          <rect
            key={bar.x}
            className="ui-sparkline-bar"
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          />
        ))
      ) : (
        <SparklineLine
          points={sparklinePoints(value, width, height, padding)}
          smooth={smooth}
          fill={fill}
          lineWidth={lineWidth}
          baseline={height - padding}
        />
      )}
    </svg>
  );
}

interface SparklineLineProps {
  points: ReturnType<typeof sparklinePoints>;
  smooth: boolean;
  fill: boolean;
  lineWidth: number;
  baseline: number;
}

function SparklineLine({ points, smooth, fill, lineWidth, baseline }: SparklineLineProps) {
  const [only] = points;
  if (!only) return null;
  if (points.length === 1) {
    return <circle className="ui-sparkline-dot" cx={only.x} cy={only.y} r={lineWidth} />;
  }
  return (
    <>
      {fill && <path className="ui-sparkline-area" d={sparklineAreaPath(points, smooth, baseline)} />}
      <path className="ui-sparkline-line" d={sparklinePath(points, smooth)} strokeWidth={lineWidth} />
    </>
  );
}
