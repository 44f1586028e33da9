import fs from 'node:fs';
import { DEFAULT_DB_FILE } from './server';

/** `npm run mock:reset`: drop the persisted data; the next start re-seeds it from fixtures/. */
const file = process.env.MOCK_DB ?? DEFAULT_DB_FILE;
fs.rmSync(file, { force: true });
console.log(`Mock data reset (${file} removed; it is re-seeded on the next start).`);
