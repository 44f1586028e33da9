import { useTranslation } from 'react-i18next';
import type { LazyFeature } from '@/core/lazy-feature';
import '@/features/shell/shell.css';

/** The user protocol's texts are a deferred catalogue file: they load with this section. */
export const feature: LazyFeature = { name: 'protocol', texts: ['protocol'] };

const PARTS = ['account', 'funds', 'play', 'privacy', 'responsible'] as const;

/** /help: the user protocol (spec 1 §2.2), linked from the footer. */
export default function Section() {
  const { t } = useTranslation();
  return (
    <article className="user-protocol" aria-labelledby="user-protocol-title">
      <h1 id="user-protocol-title">{t('sections.help')}</h1>
      <p>{t('protocol.intro')}</p>
      {PARTS.map((part) => (
        <section key={part} aria-labelledby={`protocol-${part}`}>
          <h2 id={`protocol-${part}`}>{t(`protocol.${part}Title`)}</h2>
          <p>{t(`protocol.${part}Text`)}</p>
        </section>
      ))}
    </article>
  );
}
