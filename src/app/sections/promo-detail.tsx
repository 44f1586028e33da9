import { promotionsFeature } from '@/features/promotions/catalogue/feature';
import PromotionDetailPage from '@/features/promotions/catalogue/PromotionDetailPage';

/** /promoDetail?id= (lazy: the promotions feature). */
export const feature = promotionsFeature;

export default function Section() {
  return <PromotionDetailPage />;
}
