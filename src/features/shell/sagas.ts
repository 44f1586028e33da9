// The shell feature's workflows (filled by its issue).
export function* watchShell() {}
