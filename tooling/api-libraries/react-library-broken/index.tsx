// A React library the API tests read for its mistake: a default outside the range its JSDoc gives.

/** A delay before something happens. */
export function Delay({
  ms = 0,
}: {
  /**
   * How long to wait, in milliseconds.
   *
   * @exclusiveMinimum 0
   */
  ms?: number;
}) {
  return <span data-ms={ms} />;
}
