import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import { SafeHtml } from '@/components/SafeHtml';
import type { ModalComponentProps } from '@/core/modals/types';
import { formatDateTime } from '@/lib/format';
import { clampIndex, indexForPage, pageCount, pageItems, pageOf } from '../paging';
import { selectNoticeItems, selectSelectedNotice } from '../selectors';
import { NOTICE_LISTS, noticesActions, type NoticeList } from '../slice';
import '../notices.css';

const listOf = (value: unknown): NoticeList =>
  NOTICE_LISTS.includes(value as NoticeList) ? (value as NoticeList) : 'notice';

/**
 * The notice modal (spec 1 §2.13, spec 2 §2): no background; titles on the left, 9 per page; the
 * selected notice's title, date (yyyy-MM-dd hh:mm:ss) and sanitised HTML on the right. The
 * selection is kept in the store and the page follows it.
 */
export default function NoticeModal({ props, onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const list = listOf(props.list);
  const items = useAppSelector((s) => selectNoticeItems(s, list));
  const kept = useAppSelector((s) => selectSelectedNotice(s, list));
  const selected = clampIndex(kept, items.length);
  const page = pageOf(selected, items.length);
  const pages = pageCount(items.length);
  const current = items[selected];
  const select = (index: number) => dispatch(noticesActions.noticeSelected({ list, index }));
  const goToPage = (target: number) => select(indexForPage(target, items.length));

  return (
    <Modal
      title={t(`notices.modal.title.${list}`)}
      onClose={onClose}
      backdrop={false}
      className="notice-modal"
    >
      {current === undefined ? (
        <p className="notice-empty">{t('notices.modal.empty')}</p>
      ) : (
        <div className="notice-layout">
          <div className="notice-index">
            <ul className="notice-titles" aria-label={t('notices.modal.titles')}>
              {pageItems(items, page).map(({ item, index }) => (
                <li key={`${String(item.id)}-${index}`}>
                  <button
                    type="button"
                    className="notice-title"
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => select(index)}
                  >
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="notice-pages" aria-label={t('notices.modal.pages')}>
                <button
                  type="button"
                  aria-label={t('notices.modal.previous')}
                  disabled={page === 0}
                  onClick={() => goToPage(page - 1)}
                >
                  <span aria-hidden="true">‹</span>
                </button>
                {Array.from({ length: pages }, (_, p) => (
                  <button
                    key={p}
                    type="button"
                    aria-label={t('notices.modal.page', { page: p + 1 })}
                    aria-current={p === page ? 'page' : undefined}
                    onClick={() => goToPage(p)}
                  >
                    {p + 1}
                  </button>
                ))}
                <button
                  type="button"
                  aria-label={t('notices.modal.next')}
                  disabled={page >= pages - 1}
                  onClick={() => goToPage(page + 1)}
                >
                  <span aria-hidden="true">›</span>
                </button>
                <span className="visually-hidden" aria-live="polite">
                  {t('notices.modal.pageOf', { page: page + 1, count: pages })}
                </span>
              </nav>
            ) : null}
          </div>
          <article className="notice-detail" aria-labelledby={headingId}>
            <h3 id={headingId} className="notice-detail-title">
              {current.title}
            </h3>
            {typeof current.createdAt === 'number' ? (
              <p className="notice-date">
                {t('notices.modal.published')}{' '}
                <time dateTime={new Date(current.createdAt).toISOString()}>
                  {formatDateTime(current.createdAt)}
                </time>
              </p>
            ) : null}
            <SafeHtml className="notice-content" html={current.content} />
          </article>
        </div>
      )}
    </Modal>
  );
}
