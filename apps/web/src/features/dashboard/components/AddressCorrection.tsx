import {
  CUSTOMER_ADDRESS_LABELS,
  cleanCustomerAddress,
  customerAddressErrors,
  type CustomerAddressBody,
  type CustomerAddressKind,
  type RecipientAddressBody,
} from '@federkiel/machines/fulfilment/addressCorrection';
import type { OrderAddress, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT, type Translate } from '../../../lib/i18n/useT.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { useCardAddress, useCorrectCardAddress, useCorrectCustomerAddress } from '../api/orders.ts';
import { useMay } from '../staff/useMay.ts';
import { AddressCorrectionDialog, type AddressField } from './AddressCorrectionDialog.tsx';
import { useAnnounce } from './Announcer.tsx';
import { errorText } from './errorText.ts';

// „Adresse korrigieren“ (issue 28): beside the customer's addresses and on every card, while
// nothing has been made yet. The server decides (409 once production started, 422 when the
// pen cannot write it); the dialog checks the obvious first and shows each message at its field.

/** Corrections are possible before production starts, for roles that may make them. */
export function useCanCorrectAddresses(order: OrderDetail): boolean {
  const may = useMay();
  return (
    order.production_status === 'order_received' &&
    order.status !== 'canceled' &&
    order.status !== 'complete' &&
    may('PUT /orders/:id/addresses/:kind')
  );
}

/** A refusal: at its field when the server names one the dialog shows, else under the form. */
function refusal(error: unknown, fields: readonly AddressField[], t: Translate) {
  const param = isAdminApiError(error) ? error.param : null;
  if (param && fields.some((f) => f.name === param) && isAdminApiError(error)) {
    return { errors: { [param]: error.serverMessage }, error: undefined };
  }
  return { errors: {}, error: errorText(error, t) };
}

const CUSTOMER_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['company', 'organization', true],
  ['address1', 'address-line1'],
  ['address2', 'address-line2', true],
  ['zip', 'postal-code'],
  ['city', 'address-level2'],
  ['country', 'country'],
  ['phone', 'tel', true],
  ['vatId', 'off', true],
] as const;

const CUSTOMER_LABEL_KEYS: Record<string, string> = {
  address1: 'line1',
  address2: 'line2',
  zip: 'postalCode',
};

function customerValues(address: OrderAddress): Record<string, string> {
  const words = address.name.trim().split(/\s+/).filter(Boolean);
  return {
    firstName: words.slice(0, -1).join(' '),
    lastName: words.at(-1) ?? '',
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    zip: address.zip,
    city: address.city,
    country: address.country || 'DE',
    phone: address.phone,
    vatId: address.vat_id,
  };
}

/** „Adresse korrigieren“ beside the billing or delivery address. */
export function CustomerAddressCorrection({
  order,
  kind,
  address,
}: {
  order: OrderDetail;
  kind: CustomerAddressKind;
  address: OrderAddress;
}) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const save = useCorrectCustomerAddress(order.id, kind);
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const label = CUSTOMER_ADDRESS_LABELS[kind];
  const fields: AddressField[] = CUSTOMER_FIELDS.map(([name, autoComplete, optional]) => ({
    name,
    autoComplete,
    optional: optional ?? false,
    label: t(`addressCorrection.fields.${CUSTOMER_LABEL_KEYS[name] ?? name}`),
  }));

  const close = () => {
    if (save.isPending) return;
    setValues(null);
    setErrors({});
    setError(undefined);
  };
  const onSave = () => {
    if (!values) return;
    const body = values as unknown as CustomerAddressBody;
    const found = customerAddressErrors(cleanCustomerAddress(body));
    setErrors(found);
    setError(undefined);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        announce(t('addressCorrection.saved'));
        setValues(null);
      },
      onError: (failure) => {
        const shown = refusal(failure, fields, t);
        setErrors(shown.errors);
        setError(shown.error);
      },
    });
  };

  return (
    <>
      <Button
        variant="ghost"
        bordered
        size="sm"
        onClick={() => setValues(customerValues(address))}
        aria-label={t('addressCorrection.buttonCustomer', { label })}
      >
        {t('addressCorrection.button')}
      </Button>
      <AddressCorrectionDialog
        open={values !== null}
        onClose={close}
        title={t('addressCorrection.titleCustomer', { label })}
        intro={t('addressCorrection.intro')}
        fields={fields}
        values={values ?? {}}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        errors={errors}
        error={error}
        pending={save.isPending}
        onSave={onSave}
      />
    </>
  );
}

const CARD_FIELDS = [
  ['title', true],
  ['firstName', true],
  ['lastName', true],
  ['company', true],
  ['address.line1', false],
  ['address.line2', true],
  ['address.postalCode', false],
  ['address.city', false],
  ['address.country', false],
] as const;

type CardValues = Record<(typeof CARD_FIELDS)[number][0], string>;

function cardValues(address: RecipientAddressBody): CardValues {
  return {
    title: address.title,
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    'address.line1': address.address.line1,
    'address.line2': address.address.line2,
    'address.postalCode': address.address.postalCode,
    'address.city': address.address.city,
    'address.country': address.address.country,
  };
}

function cardBody(values: CardValues): RecipientAddressBody {
  return {
    title: values.title,
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company,
    address: {
      line1: values['address.line1'],
      line2: values['address.line2'],
      postalCode: values['address.postalCode'],
      city: values['address.city'],
      country: values['address.country'].trim().toUpperCase(),
    },
  };
}

/** The form's own first check; the configurator's full rules and the pen's are the server's. */
function cardErrors(values: CardValues, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, optional] of CARD_FIELDS) {
    if (!optional && !values[name].trim()) errors[name] = t('addressCorrection.required');
  }
  if (!values.firstName.trim() && !values.lastName.trim() && !values.company.trim()) {
    errors.lastName = t('addressCorrection.nameOrCompany');
  }
  return errors;
}

/** „Adresse korrigieren“ on card n: loads the card's fields, then the same dialog. */
export function CardAddressCorrection({ order, n }: { order: OrderDetail; n: number }) {
  const { t } = useT('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        bordered
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('addressCorrection.buttonCard', { n })}
      >
        {t('addressCorrection.button')}
      </Button>
      {open ? <CardAddressDialog order={order} n={n} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CardAddressDialog({
  order,
  n,
  onClose,
}: {
  order: OrderDetail;
  n: number;
  onClose: () => void;
}) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const loaded = useCardAddress(order.id, n, true);
  const save = useCorrectCardAddress(order.id, n);
  const [edited, setEdited] = useState<CardValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const values = edited ?? (loaded.data ? cardValues(loaded.data) : null);
  const fields: AddressField[] = CARD_FIELDS.map(([name, optional]) => ({
    name,
    optional,
    label: t(`addressCorrection.fields.${name.replace('address.', '')}`),
  }));
  const title = t('addressCorrection.titleCard', { n });
  const close = () => {
    if (!save.isPending) onClose();
  };

  if (!values) {
    return (
      <Modal open onClose={close} title={title} closeLabel={t('actions.close')}>
        {loaded.isError ? (
          <p role="alert">{errorText(loaded.error, t)}</p>
        ) : (
          <LoadingState label={t('addressCorrection.loading')} />
        )}
      </Modal>
    );
  }

  const onSave = () => {
    const found = cardErrors(values, t);
    setErrors(found);
    setError(undefined);
    if (Object.keys(found).length > 0) return;
    save.mutate(cardBody(values), {
      onSuccess: () => {
        announce(t('addressCorrection.saved'));
        onClose();
      },
      onError: (failure) => {
        const shown = refusal(failure, fields, t);
        setErrors(shown.errors);
        setError(shown.error);
      },
    });
  };

  return (
    <AddressCorrectionDialog
      open
      onClose={close}
      title={title}
      intro={`${t('addressCorrection.intro')} ${t('addressCorrection.introCard')}`}
      fields={fields}
      values={values}
      onChange={(name, value) => setEdited({ ...values, [name]: value })}
      errors={errors}
      error={error}
      pending={save.isPending}
      onSave={onSave}
    />
  );
}
