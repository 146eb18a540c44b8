import {
  ADDRESS_FORMS,
  findVariables,
  isSenderVariable,
  type ConfigurationDraft,
} from '@federkiel/machines';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { SenderPenNotice } from './SenderPenNotice.tsx';
import styles from './ContentStep.module.css';

/** Does any text (any form, any page, the own salutation) use a sender placeholder? */
export function usesSender(draft: ConfigurationDraft): boolean {
  const texts = ADDRESS_FORMS.flatMap((form) =>
    draft.texts[form].pages.flatMap((page) => [page.heading, page.body]),
  );
  if (draft.customSalutation)
    texts.push(draft.customSalutation.masculine, draft.customSalutation.feminine);
  return texts.some((text) => findVariables(text).some(isSenderVariable));
}

/**
 * The sender of `{{Absender.Firma}}` and `{{Absender.Name}}` (issue 19): typed once for the
 * whole order, prefilled from the signed-in customer's account (name, and the company of
 * their billing or delivery address) while empty. Shown when a text uses them.
 */
export function SenderFields() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const used = useConfiguratorSelector((s) => usesSender(s.context.draft));
  const sender = useConfiguratorSelector((s) => s.context.draft.sender);
  const user = useSessionUser();
  const account = useQuery({
    queryKey: ['account', user?.id ?? 'guest', 'sender'],
    queryFn: () => getStore().account.get(),
    enabled: used && Boolean(user),
  });
  const prefilled = useRef(false);

  useEffect(() => {
    if (prefilled.current || !used || !account.data) return;
    prefilled.current = true;
    const data = account.data;
    const name = [data.first_name, data.last_name].filter(Boolean).join(' ') || data.name || '';
    const company = data.billing?.company || data.shipping?.company || '';
    const changes = {
      ...(!sender?.name && name ? { name } : {}),
      ...(!sender?.company && company ? { company } : {}),
    };
    if (Object.keys(changes).length > 0) send({ type: 'SET_SENDER', sender: changes });
  }, [used, account.data, sender, send]);

  if (!used) return null;
  return (
    <section className={styles.section} aria-labelledby="content-sender-title">
      <h3 id="content-sender-title" className={styles.sectionTitle}>
        {t('content.sender.title')}
      </h3>
      <p className={styles.muted}>
        {t('content.sender.intro', {
          company: '{{Absender.Firma}}',
          name: '{{Absender.Name}}',
          recipientCompany: '{{Firma}}',
        })}
      </p>
      <TextField
        label={t('content.sender.company')}
        name="sender-company"
        value={sender?.company ?? ''}
        maxLength={100}
        autoComplete="organization"
        onChange={(event) => send({ type: 'SET_SENDER', sender: { company: event.target.value } })}
      />
      <TextField
        label={t('content.sender.name')}
        name="sender-name"
        value={sender?.name ?? ''}
        maxLength={100}
        autoComplete="name"
        onChange={(event) => send({ type: 'SET_SENDER', sender: { name: event.target.value } })}
      />
      <SenderPenNotice />
    </section>
  );
}
