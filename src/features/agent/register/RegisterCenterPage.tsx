import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PartView, PartSection } from '@/core/components/PartView';
import { TeamPager } from '@/features/agent/components/TeamPager';
import { Invitation } from './components/Invitation';
import { RegisterForm } from './components/RegisterForm';
import { agentRegisterFeature } from './feature';
import { selectAgentRegister } from './selectors';
import { agentRegisterActions } from './slice';
import '@/features/agent/team.css';

/** The accounts the agent registered, a page at a time. */
function Registered() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const symbol = useAppSelector(selectMoneySymbol);
  const { registered } = useAppSelector(selectAgentRegister);
  const go = (pageNo: number) => dispatch(agentRegisterActions.registeredRequested({ pageNo }));
  return (
    <PartView
      busy={t('team.busy')}
      part={registered}
      lead={t('team.register.registeredFailed')}
      onRetry={() => go(registered.pageNo)}
    >
      {(page) =>
        page.list.length === 0 ? (
          <p>{t('team.register.empty')}</p>
        ) : (
          <>
            <table className="team-table" aria-busy={registered.status === 'loading' || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('team.columns.account')}</th>
                  <th scope="col">{t('team.columns.registered')}</th>
                  <th scope="col">{t('team.columns.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.account}>
                    <td>{row.account}</td>
                    <td>{formatDateTime(row.registeredAt)}</td>
                    <td className="team-number">{formatMoney(row.balance, symbol)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <TeamPager
              label={t('team.register.registered')}
              pageCount={page.totalPages}
              current={page.pageNo}
              onChange={go}
            />
          </>
        )
      }
    </PartView>
  );
}

/** The page as the store has it: the form, the invitation and the registered accounts. */
export function RegisterCenterView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { invite } = useAppSelector(selectAgentRegister);
  return (
    <div className="team-page">
      <PartSection title={t('team.register.form')}>
        <RegisterForm />
      </PartSection>
      <PartSection title={t('team.register.invitation')}>
        <PartView
          busy={t('team.busy')}
          part={invite}
          lead={t('team.register.inviteFailed')}
          onRetry={() => dispatch(agentRegisterActions.inviteRequested())}
        >
          {(value) => <Invitation invite={value} />}
        </PartView>
      </PartSection>
      <PartSection title={t('team.register.registered')}>
        <Registered />
      </PartSection>
    </div>
  );
}

/**
 * The agent centre's account registration centre (spec 2 §2 registerCenter): register a direct
 * downline with the registration's rules, the agent's invitation link, code and QR code, and the
 * accounts the agent registered.
 */
export default function RegisterCenterPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(agentRegisterActions.opened());
  }, [dispatch]);
  return <RegisterCenterView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = agentRegisterFeature;
