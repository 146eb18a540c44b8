import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { isBackendError } from '../../../lib/backend/backendFetch.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { SectionError } from '../components/Section.tsx';
import {
  WEBHOOK_EVENTS,
  useCreateWebhook,
  useDeleteWebhook,
  useWebhooks,
  type WebhookEndpoint,
  type WebhookEvent,
} from './api.ts';
import { DeliveriesList } from './DeliveriesList.tsx';
import { OnceSecret } from './OnceSecret.tsx';
import styles from './business.module.css';

/** Webhook URLs with their events (the secret shown once) and the latest deliveries. */
export function WebhooksPanel() {
  const { t } = useT('profile-business');
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [problem, setProblem] = useState<{ url?: string; events?: string }>({});
  const [made, setMade] = useState<(WebhookEndpoint & { secret: string }) | null>(null);

  const toggle = (event: WebhookEvent) =>
    setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const next = {
      url: url.trim() === '' ? t('hooks.urlMissing') : undefined,
      events: events.length === 0 ? t('hooks.eventsMissing') : undefined,
    };
    setProblem(next);
    if (next.url || next.events) return;
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (hook) => {
          setMade(hook);
          setUrl('');
        },
        // The server's guard (https, public address) answers 400 with a German message for `url`.
        onError: (error) => {
          if (isBackendError(error, 400) && error.param === 'url') {
            setProblem({ url: error.message });
          }
        },
      },
    );
  };

  const serverProblem =
    create.isError && !(isBackendError(create.error, 400) && create.error.param === 'url');

  return (
    <section className={styles.panel} aria-labelledby="business-hooks-title">
      <h3 id="business-hooks-title" className={styles.heading}>
        {t('hooks.title')}
      </h3>
      <p className={styles.intro}>{t('hooks.intro')}</p>
      {hooks.isPending ? (
        <LoadingState label={t('hooks.loading')} />
      ) : hooks.isError ? (
        <SectionError onRetry={() => void hooks.refetch()} />
      ) : hooks.data.length === 0 ? (
        <p className={styles.empty}>{t('hooks.empty')}</p>
      ) : (
        <ul className={styles.hooks} aria-label={t('hooks.listLabel')}>
          {hooks.data.map((hook) => (
            <li key={hook.id} className={styles.hook}>
              <span className={styles.url}>{hook.url}</span>
              <span className={styles.hint}>
                {hook.events.map((e) => t(`events.${e}`, { defaultValue: e })).join(', ')}
              </span>
              <Button
                variant="ghost"
                bordered
                size="sm"
                disabled={remove.isPending}
                aria-label={t('hooks.removeLabel', { url: hook.url })}
                onClick={() => remove.mutate(hook.id)}
              >
                {t('hooks.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-labelledby="business-hooks-new"
      >
        <h4 id="business-hooks-new" className={styles.subheading}>
          {t('hooks.new')}
        </h4>
        <TextField
          label={t('hooks.url')}
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          hint={t('hooks.urlHint')}
          error={problem.url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset
          className={styles.choices}
          aria-describedby={problem.events ? 'business-hooks-events-error' : undefined}
        >
          <legend>{t('hooks.events')}</legend>
          {WEBHOOK_EVENTS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="checkbox"
                name="events"
                value={value}
                checked={events.includes(value)}
                onChange={() => toggle(value)}
              />
              <span>{t(`events.${value}`)}</span>
            </label>
          ))}
          {problem.events ? (
            <p id="business-hooks-events-error" className={styles.error}>
              {problem.events}
            </p>
          ) : null}
        </fieldset>
        {serverProblem ? <Alert tone="error">{create.error.message}</Alert> : null}
        <SubmitButton pending={create.isPending} pendingLabel={t('hooks.creating')}>
          {t('hooks.create')}
        </SubmitButton>
      </form>
      {made ? (
        <div className={styles.made}>
          <Alert tone="success">{t('hooks.made', { url: made.url })}</Alert>
          <OnceSecret label={t('hooks.secretLabel')} value={made.secret} />
        </div>
      ) : null}

      <DeliveriesList />
    </section>
  );
}
