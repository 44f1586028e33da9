import PointMallPage, { feature as pointsFeature } from '@/features/points/PointMallPage';

/** The point mall (/pointMall): its own chunk with the points feature (lazy). */
export const feature = pointsFeature;

export default function Section() {
  return <PointMallPage />;
}
