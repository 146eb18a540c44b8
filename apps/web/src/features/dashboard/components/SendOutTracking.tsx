import { CARRIERS, CARRIER_LABELS, type Carrier } from '@federkiel/machines/fulfilment/tracking';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';

// The parcel's number inside the „Versendet“ step (issue 40): a parcel „an mich“ leaves only
// with it (the fulfilment machine's rule), so the step asks for it instead of a separate form.

export interface SendOutTrackingValue {
  carrier: Carrier;
  number: string;
}

export function SendOutTracking({
  value,
  error,
  onChange,
}: {
  value: SendOutTrackingValue;
  error: string | undefined;
  onChange: (value: SendOutTrackingValue) => void;
}) {
  const { t } = useT('dashboard');
  return (
    <>
      <SelectField
        label={t('tracking.carrier')}
        name="carrier"
        value={value.carrier}
        onChange={(event) => onChange({ ...value, carrier: event.target.value as Carrier })}
        options={CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_LABELS[carrier] }))}
      />
      <TextField
        label={t('tracking.number')}
        name="tracking-number"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: event.target.value })}
        error={error}
        hint={t('tracking.sendOutHint')}
      />
    </>
  );
}
