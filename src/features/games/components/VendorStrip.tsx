import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@/api/contract/games';
import { LazyImage } from '@/components/LazyImage';
import { imageUrl } from '@/core/game-categories';

interface Props {
  vendors: readonly VendorCard[];
  /** Vendor code chosen; null = all. */
  selected: string | null;
  onSelect: (vendor: string | null) => void;
  imageCdn: string | null;
}

/** The lobby's provider filter: 'All' and one logo button per vendor (the pressed one filters). */
export function VendorStrip({ vendors, selected, onSelect, imageCdn }: Props) {
  const { t } = useTranslation();
  if (!vendors.length) return null;
  return (
    <div role="group" aria-label={t('games.lobby.providers')} className="vendor-strip">
      <button
        type="button"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        className="vendor-strip__item"
      >
        {t('games.lobby.allProviders')}
      </button>
      {vendors.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          aria-pressed={selected === v.vassalage}
          onClick={() => onSelect(v.vassalage)}
          className="vendor-strip__item"
        >
          <LazyImage className="vendor-strip__logo" src={imageUrl(v.lagerIcon, imageCdn)} alt="" />
          <span>{v.displayName}</span>
        </button>
      ))}
    </div>
  );
}
