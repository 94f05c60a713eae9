// The messages between the playground and its preview frame. The frame is sandboxed without
// `allow-same-origin`: the code of a shared link runs there, never with the site's cookies and storage.

import type { CodeProblem } from './playground-run';

/** From the playground to the frame: run this code, in this theme. */
export interface RunMessage {
  type: 'lectern-playground:run';
  /** The number of this run, counting from 1; the results of the run carry it back. */
  run: number;
  code: string;
  /** The page's `data-theme` (`light`, `dark`, `blackguard`), for the preview to match. */
  theme: string;
}

/** From the frame to the playground: how the run went, and how tall the preview is. */
export interface ResultMessage {
  type: 'lectern-playground:result';
  /** The run this result is of: the playground takes only the results of the latest run it sent. */
  run: number;
  /** The problem that stopped the example; undefined when it rendered. */
  problem?: CodeProblem | undefined;
  /** The height of the preview's content, in pixels. */
  height: number;
}

/** From the frame to the playground, once: it can take code. */
export interface ReadyMessage {
  type: 'lectern-playground:ready';
}

export function isRunMessage(data: unknown): data is RunMessage {
  const message = data as Partial<RunMessage> | null;
  return (
    message?.type === 'lectern-playground:run' &&
    typeof message.run === 'number' &&
    typeof message.code === 'string' &&
    typeof message.theme === 'string'
  );
}

export function isResultMessage(data: unknown): data is ResultMessage {
  const message = data as Partial<ResultMessage> | null;
  return (
    message?.type === 'lectern-playground:result' &&
    typeof message.run === 'number' &&
    typeof message.height === 'number'
  );
}

export function isReadyMessage(data: unknown): data is ReadyMessage {
  return (data as Partial<ReadyMessage> | null)?.type === 'lectern-playground:ready';
}
