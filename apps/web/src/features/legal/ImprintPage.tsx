import { useT } from '../../lib/i18n/useT.ts';
import { COMPANY } from './company.ts';
import { CompanyAddress, LegalPage, LegalSection } from './LegalPage.tsx';

export function ImprintPage() {
  const { t } = useT('legal');
  const addressLines = [
    COMPANY.name,
    COMPANY.street,
    `${COMPANY.postalCode} ${COMPANY.city}`,
    t('country'),
  ];
  return (
    <LegalPage title={t('imprint.title')} lead={t('imprint.lead')}>
      <LegalSection heading={t('imprint.provider')}>
        <CompanyAddress lines={addressLines} />
      </LegalSection>
      <LegalSection heading={t('imprint.represented')}>
        <p>{t('imprint.director', { name: COMPANY.director })}</p>
      </LegalSection>
      <LegalSection heading={t('imprint.contact')}>
        <p>
          {t('imprint.phone')}: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          <br />
          {t('imprint.email')}: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </p>
      </LegalSection>
      <LegalSection heading={t('imprint.register')}>
        <p>
          {t('imprint.registerCourt', { court: COMPANY.registerCourt })}
          <br />
          {t('imprint.registerNumber', { number: COMPANY.registerNumber })}
        </p>
      </LegalSection>
      <LegalSection heading={t('imprint.vat')}>
        <p>{t('imprint.vatText', { vatId: COMPANY.vatId })}</p>
      </LegalSection>
      <LegalSection heading={t('imprint.responsible')}>
        <p>{t('imprint.responsibleText', { name: COMPANY.director })}</p>
        <CompanyAddress lines={addressLines.slice(1)} />
      </LegalSection>
      <LegalSection heading={t('imprint.dispute')}>
        <p>{t('imprint.disputeText')}</p>
      </LegalSection>
      <LegalSection heading={t('imprint.liability')}>
        <p>{t('imprint.liabilityText')}</p>
        <p>{t('imprint.linksText')}</p>
      </LegalSection>
    </LegalPage>
  );
}
