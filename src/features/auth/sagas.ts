// The auth feature's workflows (filled by its issue).
export function* watchAuth() {}
