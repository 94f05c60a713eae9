import '@testing-library/jest-dom/vitest';
import './dialog-polyfill';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines the tests run on are shared: a result the dialog shows after its 60 ms pause may take
// longer than testing-library's default second to appear when the machine is busy.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
