import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { SectionError } from '../components/Section.tsx';
import { useDeliveries, useResendDelivery } from './api.ts';
import { useWhen } from './dates.ts';
import styles from './business.module.css';

/** The latest webhook deliveries with the receiver's answer; one can be sent again. */
export function DeliveriesList() {
  const { t } = useT('profile-business');
  const when = useWhen();
  const deliveries = useDeliveries();
  const resend = useResendDelivery();

  return (
    <div className={styles.deliveries}>
      <h4 className={styles.subheading}>{t('deliveries.title')}</h4>
      {resend.isSuccess ? <Alert tone="success">{t('deliveries.resent')}</Alert> : null}
      {resend.isError ? <Alert tone="error">{resend.error.message}</Alert> : null}
      {deliveries.isPending ? (
        <LoadingState label={t('deliveries.loading')} />
      ) : deliveries.isError ? (
        <SectionError onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data.length === 0 ? (
        <p className={styles.empty}>{t('deliveries.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.srOnly}>{t('deliveries.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('deliveries.event')}</th>
              <th scope="col">{t('deliveries.status')}</th>
              <th scope="col">{t('deliveries.answer')}</th>
              <th scope="col">
                <span className={styles.srOnly}>{t('deliveries.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((d) => (
              <tr key={d.id}>
                <th scope="row">
                  {t(`events.${d.event}`, { defaultValue: d.event })}
                  <span className={styles.hint}>{when(d.created_at)}</span>
                  <span className={styles.url}>{d.url}</span>
                </th>
                <td>
                  {t(`deliveries.states.${d.status}`)}
                  <span className={styles.hint}>
                    {t('deliveries.attempts', { count: d.attempts })}
                  </span>
                </td>
                <td>
                  {d.last_status_code !== null ? `HTTP ${d.last_status_code}` : null}
                  {d.last_response ? (
                    <code className={styles.answer}>{d.last_response}</code>
                  ) : null}
                  {d.last_status_code === null && !d.last_response
                    ? t('deliveries.noAnswer')
                    : null}
                </td>
                <td>
                  <Button
                    variant="ghost"
                    bordered
                    size="sm"
                    disabled={resend.isPending}
                    aria-label={t('deliveries.resendLabel', {
                      event: t(`events.${d.event}`, { defaultValue: d.event }),
                      when: when(d.created_at),
                    })}
                    onClick={() => resend.mutate(d.id)}
                  >
                    {t('deliveries.resend')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
