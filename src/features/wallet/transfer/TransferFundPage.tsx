/** Member-centre page (issue 14): being built. */
export default function TransferFundPage() {
  return null;
}
