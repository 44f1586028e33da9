/** The marquee of player notices (spec 2 §2 announcements); built by the notices work. */
export function NoticeMarquee() {
  return null;
}
