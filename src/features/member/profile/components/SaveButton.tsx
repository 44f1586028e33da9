/** A form's submit button: disabled and marked busy while its change is sent, saying so. */
export function SaveButton({
  saving,
  label,
  savingLabel,
  className,
}: {
  saving: boolean;
  label: string;
  savingLabel: string;
  className: string;
}) {
  return (
    <button type="submit" className={className} disabled={saving} aria-busy={saving || undefined}>
      {saving ? savingLabel : label}
    </button>
  );
}
