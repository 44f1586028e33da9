// The account feature's workflows (filled by its issue).
export function* watchAccount() {}
