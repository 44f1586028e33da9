// The register feature's workflows (filled by its issue).
export function* watchRegister() {}
