import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 1 s by default; a loaded 2-core CI machine needs more.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
