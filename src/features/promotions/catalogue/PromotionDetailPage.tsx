import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Promotion } from '@/api/contract/notices';
import { ACTIVITY_APPLICATION } from '@/api/contract/constants';
import { signUpTermsOf } from '@/lib/promotion-terms';
import { Loading } from '@/components/Loading';
import { SafeHtml } from '@/components/SafeHtml';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { textOfCode } from '@/i18n/dynamic-key';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { ApplicationForm } from './components/ApplicationForm';
import { PromotionActionArea } from './components/PromotionActionArea';
import { PromotionDates } from './components/PromotionDates';
import { promotionsFeature } from './feature';
import { actionOf, promotionOfId } from './promotion-rules';
import { PromotionsFailure, usePromotionsShown } from './PromotionsPage';
import { selectPromotions } from './selectors';
import { promotionsActions } from './slice';
import '../promotions.css';
import './catalogue.css';

/** The rules of a promotion: its own lines, then what joining, the application and age ask. */
function PromotionRules({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const terms = signUpTermsOf(promotion);
  const lines = [...terms.rules];
  if (promotion.joinRequired) lines.push(t('promotions.detail.ruleJoin'));
  if (terms.applicationRequired) {
    lines.push(
      t('promotions.detail.ruleApplication', {
        max: ACTIVITY_APPLICATION.commentMax,
        images: ACTIVITY_APPLICATION.imagesMax,
      }),
    );
    lines.push(t('promotions.detail.ruleAge', { age: terms.minimumAge }));
  }
  if (!lines.length) return null;
  return (
    <section aria-labelledby="promotion-rules">
      <h2 id="promotion-rules">{t('promotions.detail.rules')}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** An id the list does not have: said plainly, with the way back to the list. */
function PromotionNotFound() {
  const { t } = useTranslation();
  return (
    <div className="promotions-page promotion-detail">
      <h1>{t('promotions.detail.notFound')}</h1>
      <p>{t('promotions.detail.notFoundText')}</p>
      <p>
        <Link to="/promotions">{t('promotions.detail.back')}</Link>
      </p>
    </div>
  );
}

/** The promotion of the address's id as the store has it. */
export function PromotionDetailView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [params] = useSearchParams();
  const { status, promotions, states, outcome } = useAppSelector(selectPromotions);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const symbol = useAppSelector(selectMoneySymbol);
  const promotion = promotionOfId(promotions, params.get('id'));

  if (!promotion) {
    if (status === 'loaded') return <PromotionNotFound />;
    return (
      <div className="promotions-page promotion-detail">
        <PromotionsFailure />
        {status === 'failed' ? null : <Loading />}
      </div>
    );
  }
  const promotionId = String(promotion.id);
  const state = states[promotionId];
  const mine = outcome?.promotionId === promotionId ? outcome : null;
  const applying = actionOf(promotion, state) === 'apply';
  return (
    <article className="promotions-page promotion-detail" aria-labelledby={titleId}>
      <p>
        <Link to="/promotions">{t('promotions.detail.back')}</Link>
      </p>
      <h1 id={titleId}>{promotion.title}</h1>
      <p className="promotions-note">{textOfCode(t, 'promotions.category', promotion.category)}</p>
      <img
        className="promotion-detail__image"
        src={promotion.imageUrl}
        alt=""
        width={640}
        height={320}
        decoding="async"
      />
      <PromotionDates promotion={promotion} />
      <SafeHtml html={promotion.content} className="promotion-detail__content" as="section" />
      <PromotionRules promotion={promotion} />
      <PromotionActionArea
        promotion={promotion}
        state={state}
        loggedIn={loggedIn}
        outcome={mine}
        busy={outcome?.status === 'sending'}
        symbol={symbol}
        titleId={titleId}
        onApply={() => document.getElementById(`${titleId}-application`)?.focus()}
      />
      {applying ? (
        <div id={`${titleId}-application`} tabIndex={-1}>
          <ApplicationForm
            minimumAge={signUpTermsOf(promotion).minimumAge}
            sending={mine?.status === 'sending'}
            onSubmit={(application) =>
              dispatch(
                promotionsActions.actionRequested({ promotionId, action: 'apply', application }),
              )
            }
          />
        </div>
      ) : null}
    </article>
  );
}

/**
 * /promoDetail?id= (spec 2 §2): the promotion's title, image, dates, its HTML through the one
 * sanitising policy, its rules and the action for the member's state, with the activity
 * application where the promotion asks for one; opened from the list and from a banner's
 * linkage. An unknown id is said plainly, with a link back to /promotions.
 */
export default function PromotionDetailPage() {
  usePromotionsShown();
  return <PromotionDetailView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = promotionsFeature;
