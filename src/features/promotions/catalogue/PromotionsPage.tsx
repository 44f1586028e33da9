import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { textOfCode } from '@/i18n/dynamic-key';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { PromotionCard } from './components/PromotionCard';
import { promotionsFeature } from './feature';
import { ALL_CATEGORIES, categoriesOf, chosenCategory, promotionsOf } from './promotion-rules';
import { selectPromotions } from './selectors';
import { promotionsActions } from './slice';
import '../promotions.css';
import './catalogue.css';

/** Why the list could not load, with a retry (or the login after the session ended). */
export function PromotionsFailure() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, failure } = useAppSelector(selectPromotions);
  if (status !== 'failed' || !failure) return null;
  return (
    <PageFailureNotice
      failure={failure}
      lead={t('promotions.failed')}
      busy={t('promotions.busy')}
      onRetry={() => dispatch(promotionsActions.listRequested())}
      login={{
        label: t('promotions.login'),
        onLogin: () => dispatch(promotionsActions.loginAsked()),
      }}
    />
  );
}

/** The promotions of the chosen category (from the address) as the store has them. */
export function PromotionsView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { status, promotions, states, outcome } = useAppSelector(selectPromotions);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const symbol = useAppSelector(selectMoneySymbol);
  const category = chosenCategory(params.get('category'));
  const shown = promotionsOf(promotions, category);
  const choose = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === ALL_CATEGORIES) nextParams.delete('category');
    else nextParams.set('category', next);
    setParams(nextParams);
  };

  let content;
  if (status === 'loaded' && promotions.length === 0) content = <p>{t('promotions.empty')}</p>;
  else if (promotions.length > 0)
    content = (
      <>
        <div
          role="group"
          aria-label={t('promotions.categoriesLabel')}
          className="promotion-filters"
        >
          {categoriesOf(promotions, category).map((c) => (
            <button key={c} type="button" aria-pressed={c === category} onClick={() => choose(c)}>
              {textOfCode(t, 'promotions.category', c)}
            </button>
          ))}
        </div>
        {shown.length ? (
          <ul className="reward-list promotion-list">
            {shown.map((promotion) => {
              const id = String(promotion.id);
              return (
                <PromotionCard
                  key={id}
                  promotion={promotion}
                  state={states[id]}
                  loggedIn={loggedIn}
                  outcome={outcome?.promotionId === id ? outcome : null}
                  busy={outcome?.status === 'sending'}
                  symbol={symbol}
                />
              );
            })}
          </ul>
        ) : (
          <p>{t('promotions.emptyCategory')}</p>
        )}
      </>
    );
  else if (status !== 'failed') content = <Loading />;
  return (
    <div className="promotions-page promotions-catalogue">
      <h1>{t('promotions.title')}</h1>
      <PromotionsFailure />
      {content}
    </div>
  );
}

/** Loads the promotions while a promotions page is shown (again after a new login). */
export function usePromotionsShown() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(promotionsActions.opened());
    return () => {
      dispatch(promotionsActions.closed());
    };
  }, [dispatch]);
}

/**
 * /promotions (spec 2 §2, §4): the promotions by category (the category in the address, so a
 * reload and the back button keep it), each with the member's state and the one action it allows
 * (join, claim, or the application on its detail page); visitors see the list and are asked to
 * log in to take part.
 */
export default function PromotionsPage() {
  usePromotionsShown();
  return <PromotionsView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = promotionsFeature;
