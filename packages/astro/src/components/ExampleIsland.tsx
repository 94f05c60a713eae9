import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadExample } from './example-modules.js';

export interface ExampleIslandProps {
  /** The example's name, e.g. `button/basic`. */
  file: string;
  /** The message shown in place of an example that cannot load or fails while it runs. */
  errorMessage: string;
  /** The example as the server rendered it, shown until the live one has loaded. */
  children?: ReactNode;
}

/** Shows the error message in place of an example that fails while it runs; the rest of the page goes on. */
class ExampleBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.props.message}</p> : this.props.children;
  }
}

/**
 * The live preview of an example: the server's rendering first, then, once the island runs, the example
 * itself, interactive. An example that cannot load or throws shows the error message instead.
 */
export function ExampleIsland({ file, errorMessage, children }: ExampleIslandProps) {
  const [Live, setLive] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadExample(file).then(
      (loaded) => {
        if (!active) return;
        if (loaded) setLive(() => loaded);
        else setFailed(true);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [file]);
  if (failed) return <p role="alert">{errorMessage}</p>;
  if (!Live) return <>{children}</>;
  return (
    <ExampleBoundary message={errorMessage}>
      <Live />
    </ExampleBoundary>
  );
}
