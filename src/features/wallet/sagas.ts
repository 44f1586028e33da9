// The wallet feature's workflows (filled by its issue).
export function* watchWallet() {}
