// The notices feature's workflows (filled by its issue).
export function* watchNotices() {}
