/** Sparkline defaults from the component rules: a 300 × 75 view box. */
export const SPARKLINE_WIDTH = 300;
export const SPARKLINE_HEIGHT = 75;
/** Space kept free inside every edge of the view box, so thick lines are not clipped. */
export const SPARKLINE_PADDING = 8;
export const SPARKLINE_LINE_WIDTH = 4;

export type SparklineType = 'line' | 'bar';

/** One value placed in the view box. */
export interface SparklinePoint {
  x: number;
  y: number;
  value: number;
}

/** One bar of a bar sparkline, as an SVG rectangle. */
export interface SparklineBar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

function assertFinite(values: readonly number[]): void {
  if (values.some((value) => !Number.isFinite(value))) {
    throw new RangeError('Sparkline values must be finite numbers');
  }
}

/**
 * Places each value in a `width` × `height` view box, leaving `padding` free on every side: the first
 * value at the start edge, the last at the end edge, the smallest at the bottom and the largest at the
 * top (SVG y grows downwards). A single value sits in the centre; equal values draw a flat line through
 * the middle. Throws a `RangeError` for a value that is not a finite number.
 */
export function sparklinePoints(
  values: readonly number[],
  width: number,
  height: number,
  padding: number,
): SparklinePoint[] {
  assertFinite(values);
  if (values.length === 0) return [];
  const innerWidth = Math.max(0, width - 2 * padding);
  const innerHeight = Math.max(0, height - 2 * padding);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const stepX = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: values.length > 1 ? padding + index * stepX : width / 2,
    y: max === min ? height / 2 : padding + ((max - value) / (max - min)) * innerHeight,
    value,
  }));
}

/**
 * Lays out one bar per value in equal slots across the view box. The scale always includes zero, so
 * bars grow up from the zero line and negative values hang below it; each bar takes 80% of its slot.
 */
export function sparklineBars(
  values: readonly number[],
  width: number,
  height: number,
  padding: number,
): SparklineBar[] {
  assertFinite(values);
  if (values.length === 0) return [];
  const innerWidth = Math.max(0, width - 2 * padding);
  const innerHeight = Math.max(0, height - 2 * padding);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const yOf = (value: number) =>
    high === low ? height / 2 : padding + ((high - value) / (high - low)) * innerHeight;
  const slot = innerWidth / values.length;
  const zero = yOf(0);
  return values.map((value, index) => {
    const top = Math.min(yOf(value), zero);
    return {
      x: padding + index * slot + slot * 0.1,
      y: top,
      width: slot * 0.8,
      height: Math.abs(yOf(value) - zero),
      value,
    };
  });
}

function coordinate(point: { x: number; y: number }): string {
  return `${round(point.x)} ${round(point.y)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The SVG path through the points: straight segments, or with `smooth` quadratic curves that turn at
 * each point and pass through the midpoints between neighbours. Empty for no points.
 */
export function sparklinePath(points: readonly SparklinePoint[], smooth: boolean): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (!smooth || points.length < 3) {
    return [`M${coordinate(first)}`, ...rest.map((point) => `L${coordinate(point)}`)].join(' ');
  }
  const commands = [`M${coordinate(first)}`];
  for (let index = 1; index < points.length - 1; index += 1) {
    const point = points[index] as SparklinePoint;
    const next = points[index + 1] as SparklinePoint;
    commands.push(
      `Q${coordinate(point)} ${coordinate({ x: (point.x + next.x) / 2, y: (point.y + next.y) / 2 })}`,
    );
  }
  commands.push(`L${coordinate(points[points.length - 1] as SparklinePoint)}`);
  return commands.join(' ');
}

/** The line's path closed down to `baseline` (the bottom of the drawing area), for the filled area. */
export function sparklineAreaPath(
  points: readonly SparklinePoint[],
  smooth: boolean,
  baseline: number,
): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return `${sparklinePath(points, smooth)} L${round(last.x)} ${round(baseline)} L${round(first.x)} ${round(baseline)} Z`;
}

/**
 * The text alternative for screen readers: the kind of chart, how many values and their range, e.g.
 * "Trend of 7 values from 1 to 10" (smallest to largest value).
 */
export function sparklineSummary(values: readonly number[], type: SparklineType): string {
  const kind = type === 'bar' ? 'Bar chart' : 'Trend';
  const [only] = values;
  if (only === undefined) return `${kind} of no values`;
  if (values.length === 1) return `${kind} of 1 value: ${only}`;
  return `${kind} of ${values.length} values from ${Math.min(...values)} to ${Math.max(...values)}`;
}
