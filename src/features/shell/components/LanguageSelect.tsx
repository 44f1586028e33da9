import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { preferencesActions } from '@/core/preferences/slice';
import { isLanguageCode, LANGUAGES } from '@/i18n/languages';
import { selectLanguages } from '@/core/system/selectors';
import { selectLanguage } from '@/core/preferences/selectors';

/** Language selector, shown only when the site offers more than one language (spec 1 §2.5). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const languages = useAppSelector(selectLanguages).filter(isLanguageCode);
  const current = useAppSelector(selectLanguage);
  if (languages.length < 2) return null;
  return (
    <label className="language-select">
      <span>{t('language.label')}</span>
      <select
        value={current}
        onChange={(e) => dispatch(preferencesActions.languageChosen(e.target.value))}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </label>
  );
}
