import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SideCategory } from '@/core/game-categories';
import { categoryHref, imageUrl } from '@/core/game-categories';
import { LazyImage } from '@/components/LazyImage';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { shellActions } from '@/features/shell/slice';
import { Link } from 'react-router-dom';
import { selectImageCdn } from '@/core/system/selectors';

/**
 * The home page's vendor lanes: per category its vendors (as the side bar has them). A vendor
 * behaves as in the side bar (its list or the lobby for list vendors and fishing; else the game
 * starts); "All" opens the category's lobby.
 */
export const VendorLanes = memo(function VendorLanes({
  categories,
}: {
  categories: readonly SideCategory[];
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const imageCdn = useAppSelector(selectImageCdn);
  return (
    <>
      {categories.map((category) => {
        const name = t(`shell.sideMenu.category.${category.code}`);
        const id = `lane-${category.code}`;
        return (
          <section key={category.code} className="vendor-lane" aria-labelledby={id}>
            <div className="vendor-lane__head">
              <h2 id={id}>{name}</h2>
              {category.code !== 'LOTT' && category.code !== 'ELOTT' && (
                <Link
                  to={categoryHref(category.code)}
                  onClick={() =>
                    dispatch(shellActions.vendorAllChosen({ category: category.code }))
                  }
                >
                  {t('games.home.allOf', { category: name })}
                </Link>
              )}
            </div>
            <ul className="vendor-lane__cards">
              {category.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <button
                    type="button"
                    className="vendor-lane__card"
                    onClick={() =>
                      dispatch(shellActions.vendorChosen({ category: category.code, vendor }))
                    }
                  >
                    <LazyImage
                      className="vendor-lane__logo"
                      src={imageUrl(vendor.lagerIcon, imageCdn)}
                      alt=""
                    />
                    <span>{vendor.displayName}</span>
                    {vendor.isHot === 1 && (
                      <>
                        {' '}
                        <span className="vendor-lane__hot">{t('games.home.hot')}</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
});
