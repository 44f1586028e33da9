/**
 * Root sagas of the stores tests made, stopped after each test (src/testing/setup.ts): a store left
 * running by one test (a poll, a session ending at the mock's reset) must not touch the storage or
 * the mock of the next one.
 */
const liveTasks = new Set<{ cancel: () => void }>();

export function keepUntilTestEnds(task: { cancel: () => void }) {
  liveTasks.add(task);
}

export function stopTestStores() {
  for (const task of liveTasks) task.cancel();
  liveTasks.clear();
}
