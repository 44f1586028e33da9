import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import RegistrationForm from '../components/RegistrationForm';
import { NEW_MEMBER_BONUS } from '../fields';
import { registerActions } from '../slice';
import '../register.css';
import { selectRegisterPromotions } from '../selectors';

const PromotionsSwiper = lazy(() => import('../components/PromotionsSwiper'));

/** /register (spec 1 §2.9): title with the bonus, the form with its tabs, go back, promotions. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const promotions = useAppSelector(selectRegisterPromotions);

  useEffect(() => {
    dispatch(registerActions.promotionsRequested());
  }, [dispatch]);

  return (
    <section className="register-page" aria-labelledby={titleId}>
      <div className="register-page-card">
        <header className="register-page-header">
          <h1 id={titleId}>{t('register.title')}</h1>
          <p className="register-bonus">{t('register.bonus', { amount: NEW_MEMBER_BONUS })}</p>
        </header>
        <RegistrationForm />
        <Link to="/" className="register-back">
          {t('register.goBack')}
        </Link>
      </div>
      {promotions.length > 0 ? (
        <Suspense fallback={null}>
          <PromotionsSwiper promotions={promotions} />
        </Suspense>
      ) : null}
    </section>
  );
}
