import { useT } from '../../lib/i18n/useT.ts';
import { COMPANY } from './company.ts';
import { CompanyAddress, LegalPage, LegalSection } from './LegalPage.tsx';

/** Sections of the privacy policy: p1, an optional list item1…itemN, then p2…pN. */
const SECTIONS = [
  { id: 'overview', paragraphs: 2, items: 0 },
  { id: 'orders', paragraphs: 3, items: 0 },
  { id: 'storage', paragraphs: 2, items: 4 },
  { id: 'tracking', paragraphs: 2, items: 0 },
  { id: 'errors', paragraphs: 2, items: 0 },
  { id: 'contactForm', paragraphs: 1, items: 0 },
  { id: 'retention', paragraphs: 1, items: 0 },
  { id: 'rights', paragraphs: 2, items: 6 },
] as const;

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function PrivacyPage() {
  const { t } = useT('legal');
  return (
    <LegalPage title={t('privacy.title')} lead={t('privacy.lead')}>
      <LegalSection heading={t('privacy.controller.heading')}>
        <p>{t('privacy.controller.p1')}</p>
        <CompanyAddress
          lines={[
            COMPANY.name,
            COMPANY.street,
            `${COMPANY.postalCode} ${COMPANY.city}`,
            t('country'),
          ]}
        />
        <p>
          {t('privacy.controller.p2')}{' '}
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>
        </p>
      </LegalSection>
      {SECTIONS.map((section) => (
        <LegalSection key={section.id} heading={t(`privacy.${section.id}.heading`)}>
          <p>{t(`privacy.${section.id}.p1`)}</p>
          {section.items > 0 ? (
            <ul>
              {range(section.items).map((n) => (
                <li key={n}>{t(`privacy.${section.id}.item${n}`)}</li>
              ))}
            </ul>
          ) : null}
          {range(section.paragraphs)
            .slice(1)
            .map((n) => (
              <p key={n}>{t(`privacy.${section.id}.p${n}`)}</p>
            ))}
        </LegalSection>
      ))}
      <p>{t('privacy.updated')}</p>
    </LegalPage>
  );
}
