import { useMemo } from 'react';
import { useRecipientTexts } from '../recipientTexts.ts';
import type { ColumnTargets, ImportOptions } from './importTypes.ts';
import { rowsToRecipients } from './rowsToRecipients.ts';
import styles from './MappingDialog.module.css';

export interface MappingPreviewProps {
  rows: readonly string[][];
  targets: ColumnTargets;
  options: ImportOptions;
}

/** The first rows as the cards they become with the current targets. */
export function MappingPreview({ rows, targets, options }: MappingPreviewProps) {
  const { t, fieldLabel } = useRecipientTexts();
  const recipients = useMemo(() => rowsToRecipients(rows, targets).recipients, [rows, targets]);
  const variables = options.personalisation === 'variable_blocks' ? options.variableNames : [];
  const freeText = options.personalisation === 'free_text';
  return (
    <div className={styles.previewBox}>
      <table className={styles.preview}>
        <caption>{t('mapping.preview')}</caption>
        <thead>
          <tr>
            <th scope="col">{fieldLabel('gender')}</th>
            <th scope="col">{t('mapping.previewName')}</th>
            <th scope="col">{fieldLabel('company')}</th>
            <th scope="col">{fieldLabel('addressForm')}</th>
            <th scope="col">{t('mapping.previewAddress')}</th>
            {freeText ? <th scope="col">{fieldLabel('freeText')}</th> : null}
            {variables.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {recipients.map((recipient, i) => {
            const address = recipient.address ?? {};
            return (
              <tr key={i}>
                <td>{recipient.gender ? t(`genders.${recipient.gender}`) : '–'}</td>
                <td>
                  {[recipient.title, recipient.firstName, recipient.lastName]
                    .filter(Boolean)
                    .join(' ')}
                </td>
                <td>{recipient.company}</td>
                <td>{recipient.addressForm ? t(`addressForms.${recipient.addressForm}`) : ''}</td>
                <td>
                  {[
                    address.line1,
                    address.line2,
                    [address.postalCode, address.city].filter(Boolean).join(' '),
                    address.country,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                {freeText ? <td className={styles.clip}>{recipient.freeText}</td> : null}
                {variables.map((name) => (
                  <td key={name}>{recipient.variables?.[name] ?? ''}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
