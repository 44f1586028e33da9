import fs from 'node:fs';
import path from 'node:path';
import { mockDbFile } from './server';

/**
 * `npm run mock:reset`: back to the seeded data. Resets the running mock backends it can reach
 * (npm start on 5173, mock:server on MOCK_PORT or 3001) and removes the persisted file, which is
 * re-seeded from fixtures/ on the next start (MOCK_DB=memory: there is no file).
 */
const file = mockDbFile();
const origins = ['http://localhost:5173', `http://127.0.0.1:${process.env.MOCK_PORT ?? 3001}`];

for (const origin of origins) {
  try {
    const res = await fetch(`${origin}/__mock/reset`, {
      method: 'POST',
      signal: AbortSignal.timeout(1500),
    });
    if (res.ok) console.log(`Reset the running mock backend at ${origin}.`);
  } catch {
    /* nothing running there */
  }
}
if (file) {
  fs.rmSync(file, { force: true });
  console.log(`Mock data reset (${file} removed; it is re-seeded on the next start).`);
}
// Files the mock kept aside at a start-up (unreadable, or of another schema version) stay.
const dir = file ? path.dirname(file) : '';
const kept =
  dir && fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => /\.(corrupt|v\w+)-\d{4}-/.test(name))
    : [];
if (kept.length)
  console.log(
    `Kept aside earlier, left in place: ${kept.map((n) => path.join(dir, n)).join(', ')}`,
  );
