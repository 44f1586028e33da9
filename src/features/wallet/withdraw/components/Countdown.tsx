import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** h:mm:ss or mm:ss of a number of milliseconds left (rounded up to the second). */
export function timeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * When an unconfirmed payout counts as received (spec 2 §4): the time left, every second; once
 * it is over it says so and calls `onOver` once (the page asks the server how the order stands).
 */
export function Countdown({ deadline, onOver }: { deadline: number; onOver: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const over = now >= deadline;
  const told = useRef(false);
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  useEffect(() => {
    if (over && !told.current) {
      told.current = true;
      onOver();
    }
  }, [over, onOver]);
  return (
    <p className="withdraw-countdown">
      {over
        ? t('withdraw.countdownOver')
        : t('withdraw.countdown', { time: timeLeft(deadline - now) })}
    </p>
  );
}
