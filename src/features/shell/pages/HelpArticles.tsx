import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { SafeHtml } from '@/components/SafeHtml';
import { shellActions } from '../slice';
import '../shell.css';
import { selectHelp } from '../selectors';

/**
 * The help centre's articles (GET /wps/system/helpCenter): topics on the left, the chosen
 * article on the right. Article HTML is sanitised (no script, event handlers or javascript: links).
 */
export default function HelpArticles() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const help = useAppSelector(selectHelp);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    dispatch(shellActions.helpCenterRequested());
  }, [dispatch]);

  if (help.status === 'failed') {
    return (
      <div role="alert">
        <p>{t('shell.help.failed')}</p>
        <button type="button" onClick={() => dispatch(shellActions.helpCenterRequested())}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  if (help.status !== 'loaded') return <p>{t('shell.help.loading')}</p>;
  if (help.articles.length === 0) return <p>{t('shell.help.empty')}</p>;

  const index = Math.min(selected, help.articles.length - 1);
  const article = help.articles[index]!;
  return (
    <div className="help-centre__body">
      <nav className="help-centre__topics" aria-label={t('shell.help.topics')}>
        <ul>
          {help.articles.map((a, i) => (
            <li key={a.id}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setSelected(i)}
              >
                {a.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="help-centre__article" aria-labelledby="help-article-title">
        <h2 id="help-article-title">{article.title}</h2>
        <SafeHtml html={article.content} />
      </article>
    </div>
  );
}
