/** The home page's lottery block (popular lottery, latest draws, winners): filled in by the lottery work. */
export function LotteryHighlights() {
  return null;
}
