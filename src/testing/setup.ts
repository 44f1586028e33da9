import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { mockDb, server } from '../../mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockDb.reset();
  if (typeof window !== 'undefined') {
    sessionStorage.clear();
    localStorage.clear();
  }
});
afterAll(() => server.close());
