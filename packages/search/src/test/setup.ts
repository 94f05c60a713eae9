import '@testing-library/jest-dom/vitest';
import './dialog-polyfill';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
