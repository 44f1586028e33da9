import { launchFeature } from '@/features/launch/feature';
import { GameFramePage } from '@/features/launch/pages/GameFramePage';

/** /game: the launched game in a sandboxed frame (spec 2 §2, §4). */
export const feature = launchFeature;

export default function Section() {
  return <GameFramePage />;
}
