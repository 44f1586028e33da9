import { useTranslation } from 'react-i18next';
import '@/features/shell/shell.css';

const PARTS = ['account', 'funds', 'play', 'privacy', 'responsible'] as const;

/** /help: the user protocol (spec 1 §2.2), linked from the footer. */
export default function Section() {
  const { t } = useTranslation();
  return (
    <article className="user-protocol" aria-labelledby="user-protocol-title">
      <h1 id="user-protocol-title">{t('sections.help')}</h1>
      <p>{t('shell.protocol.intro')}</p>
      {PARTS.map((part) => (
        <section key={part} aria-labelledby={`protocol-${part}`}>
          <h2 id={`protocol-${part}`}>{t(`shell.protocol.${part}Title`)}</h2>
          <p>{t(`shell.protocol.${part}Text`)}</p>
        </section>
      ))}
    </article>
  );
}
