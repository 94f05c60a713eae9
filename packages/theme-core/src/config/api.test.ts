import { describe, expect, it } from 'vitest';
import { componentApiSchema } from './api.js';
import { safeParseConfig } from './errors.js';

const alert = {
  name: 'Alert',
  description: 'A message that stands out.',
  props: [
    {
      name: 'type',
      type: "'success' | 'info' | 'warning' | 'error'",
      default: "'info'",
      values: ['success', 'info', 'warning', 'error'],
      required: false,
      description: 'The kind of message.',
    },
  ],
  events: [{ name: 'close', payload: 'MouseEvent', description: 'After the close button is pressed.' }],
  slots: [{ name: 'default', description: 'The message.' }],
};

describe('componentApiSchema', () => {
  it('accepts a component API', () => {
    expect(componentApiSchema.parse(alert)).toEqual(alert);
  });

  it('names the field of every problem', () => {
    const result = safeParseConfig(componentApiSchema, {
      ...alert,
      props: [{ ...alert.props[0], default: 5, required: 'no' }],
      slots: [{ name: 'default' }],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.issues.map((issue) => issue.path)).toEqual([
        'props[0].default',
        'props[0].required',
        'slots[0].description',
      ]);
    }
  });
});
