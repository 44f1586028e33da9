import { setupServer } from 'msw/node';
import { createMemoryDb } from './db/state';
import { createHandlers } from './handlers';

/** The handlers in node (Vitest): an in-memory db, reset between tests by the setup file. */
export const mockDb = createMemoryDb();
export const server = setupServer(...createHandlers(mockDb));
