/** Member-centre page (issue 14): being built. */
export default function BettingRecordPage() {
  return null;
}
