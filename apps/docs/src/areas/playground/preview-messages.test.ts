import { describe, expect, it } from 'vitest';
import { isReadyMessage, isResultMessage, isRunMessage } from './preview-messages';

describe('the messages between the playground and its frame', () => {
  it.each([
    [isRunMessage, { type: 'lectern-playground:run', run: 1, code: 'x', theme: 'dark' }, true],
    [isRunMessage, { type: 'lectern-playground:run', run: 1, code: 1, theme: 'dark' }, false],
    [isRunMessage, { type: 'lectern-playground:run', code: 'x', theme: 'dark' }, false],
    [isRunMessage, { type: 'other', code: 'x', theme: 'dark' }, false],
    [isResultMessage, { type: 'lectern-playground:result', run: 2, height: 120 }, true],
    [isResultMessage, { type: 'lectern-playground:result', height: 120 }, false],
    [
      isResultMessage,
      { type: 'lectern-playground:result', run: 1, problem: { message: 'x' }, height: 1 },
      true,
    ],
    [isResultMessage, { type: 'lectern-playground:result' }, false],
    [isReadyMessage, { type: 'lectern-playground:ready' }, true],
    [isReadyMessage, null, false],
    [isRunMessage, 'lectern-playground:run', false],
  ])('%o recognizes %j: %s', (check, data, expected) => {
    expect(check(data)).toBe(expected);
  });
});
