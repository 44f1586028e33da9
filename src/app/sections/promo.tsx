import { promotionsFeature } from '@/features/promotions/catalogue/feature';
import PromotionsPage from '@/features/promotions/catalogue/PromotionsPage';

/** /promotions (lazy: the promotions feature). */
export const feature = promotionsFeature;

export default function Section() {
  return <PromotionsPage />;
}
