import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@/api/contract/wallet';
import { imageUrl } from '@/core/game-categories';
import { selectImageCdn } from '@/core/system/selectors';
import { useAppSelector } from '@/core/hooks';
import { useMoney } from '@/features/wallet/use-money';

export interface ChannelPickerProps {
  channels: DepositChannel[];
  chosen: string | null;
  onChoose: (channelId: string) => void;
}

/**
 * The deposit channels as radio buttons, each with its kind and limits; a closed channel is shown
 * as closed and cannot be chosen (spec 2 §2 depositv2, §9).
 */
export function ChannelPicker({ channels, chosen, onChoose }: ChannelPickerProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = useId();
  const imageCdn = useAppSelector(selectImageCdn);
  return (
    <fieldset className="deposit-channels">
      <legend>{t('deposit.channels.title')}</legend>
      <ul>
        {channels.map((c) => (
          <li key={c.channelId} className={c.open ? undefined : 'is-closed'}>
            <label>
              <input
                type="radio"
                name={name}
                value={c.channelId}
                checked={chosen === c.channelId}
                disabled={!c.open}
                onChange={() => onChoose(c.channelId)}
              />
              {c.logoUrl ? (
                <img
                  className="deposit-channel-logo"
                  src={imageUrl(c.logoUrl, imageCdn) ?? undefined}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="deposit-channel-name">{c.name}</span>{' '}
              <span className="deposit-channel-type">{t(`deposit.types.${c.type}`)}</span>{' '}
              <span className="deposit-channel-limits">
                {t('deposit.channels.limits', { min: money(c.minAmount), max: money(c.maxAmount) })}
              </span>
              {c.open ? null : (
                <>
                  {' '}
                  <span className="deposit-channel-closed">{t('deposit.channels.closed')}</span>
                </>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
