// The chat feature's workflows (filled by its issue).
export function* watchChat() {}
