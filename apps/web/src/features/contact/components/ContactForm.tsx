import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { contactFailureOf, useSendContact, type ContactFailure } from '../api/sendContact.ts';
import { useContactPrefill } from '../api/contactPrefill.ts';
import {
  CONTACT_FIELDS,
  MESSAGE_MAX,
  contactIssues,
  type ContactField,
  type ContactIssue,
  type ContactValues,
} from './contactRules.ts';
import { MessageField } from './MessageField.tsx';
import styles from './ContactForm.module.css';

const EMPTY: ContactValues = { message: '', name: '', company: '', email: '', phone: '' };

type Outcome = { kind: 'sent' } | { kind: 'failed'; failure: ContactFailure } | null;

/**
 * The contact form (spec §3): message, name, company, e-mail, phone and a honeypot. Checked
 * with the server's own rules before sending; a failed send keeps every character typed,
 * a sent one clears the form (a signed-in customer's name and e-mail come back).
 */
export function ContactForm() {
  const { t, address } = useT('contact');
  const prefill = useContactPrefill();
  const send = useSendContact();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [website, setWebsite] = useState('');
  const [visited, setVisited] = useState<ReadonlySet<ContactField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const honeypotId = useId();

  // A signed-in customer's details go into the fields they have not typed in.
  const filled = useRef<Partial<Record<ContactField, string>>>({});
  const prefillName = prefill?.name ?? '';
  const prefillEmail = prefill?.email ?? '';
  const prefillPhone = prefill?.phone ?? '';
  useEffect(() => {
    const known = { name: prefillName, email: prefillEmail, phone: prefillPhone };
    const before = { ...filled.current };
    setValues((current) => {
      let next = current;
      for (const field of ['name', 'email', 'phone'] as const) {
        const value = known[field];
        // Only a field still holding what was filled in before (or nothing) is replaced.
        if (value && current[field] === (before[field] ?? '')) {
          next = { ...next, [field]: value };
        }
      }
      return next;
    });
    for (const field of ['name', 'email', 'phone'] as const)
      if (known[field]) filled.current[field] = known[field];
  }, [prefillName, prefillEmail, prefillPhone]);

  const issues = contactIssues(values);
  // The schema's message, in the page's language (German = the server's own words).
  const messageOf = (issue: ContactIssue | undefined) =>
    issue
      ? issue.key
        ? t(`validation.${issue.key}`, { defaultValue: issue.message })
        : issue.message
      : undefined;
  const errorOf = (field: ContactField) =>
    submitted || visited.has(field) ? messageOf(issues[field]) : undefined;

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () =>
      setVisited((current) => (current.has(name) ? current : new Set(current).add(name))),
    error: errorOf(name),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const first = CONTACT_FIELDS.find((name) => issues[name]);
    if (first) {
      setOutcome(null);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const trimmed = (value: string) => value.trim();
    send.mutate(
      {
        message: values.message.trim(),
        name: trimmed(values.name),
        company: trimmed(values.company) || undefined,
        email: trimmed(values.email),
        phone: trimmed(values.phone) || undefined,
        form: address,
        website: website || undefined,
      },
      {
        onSuccess: () => {
          setOutcome({ kind: 'sent' });
          setValues({
            ...EMPTY,
            name: prefill?.name ?? '',
            email: prefill?.email ?? '',
            phone: prefill?.phone ?? '',
          });
          setWebsite('');
          setVisited(new Set());
          setSubmitted(false);
        },
        onError: (error) => setOutcome({ kind: 'failed', failure: contactFailureOf(error) }),
      },
    );
  };

  // The result is announced by its role; focus goes to it so keyboard users read it next.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={send.isPending || undefined}
      aria-labelledby="fk-contact-form-title"
    >
      <h2 id="fk-contact-form-title" className={styles.title}>
        {t('formTitle')}
      </h2>
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        {outcome?.kind === 'sent' ? (
          <Alert tone="success" title={t('sentTitle')}>
            {t('sent')}
          </Alert>
        ) : outcome?.kind === 'failed' ? (
          <Alert tone="error">
            {outcome.failure === 'tooManyRequests'
              ? t('tooManyRequests')
              : outcome.failure === 'invalid'
                ? t('invalid')
                : t('failed')}
          </Alert>
        ) : null}
      </div>
      {prefill ? <p className={styles.note}>{t('prefilled')}</p> : null}
      <MessageField label={t('fields.message')} max={MESSAGE_MAX} {...field('message')} />
      <div className={styles.row}>
        <TextField label={t('fields.name')} autoComplete="name" {...field('name')} />
        <TextField
          label={t('fields.company')}
          optional
          autoComplete="organization"
          {...field('company')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('fields.emailHint')}
          {...field('email')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          optional
          autoComplete="tel"
          hint={t('fields.phoneHint')}
          {...field('phone')}
        />
      </div>
      {/* Honeypot: invisible and unreachable for people; bots that fill it are ignored. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>{t('fields.website')}</label>
        <input
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={send.isPending} pendingLabel={t('sending')} size="lg">
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
