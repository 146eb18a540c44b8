import { useT } from '../../../lib/i18n/useT.ts';
import { companies, type SectionContent } from '../content.ts';
import { CmsImage } from './CmsImage.tsx';
import { Section } from './Section.tsx';
import styles from './Companies.module.css';

export function Companies(content: SectionContent) {
  const { t } = useT('landing');
  const list = companies(content);
  if (list.length === 0) return null;
  const title =
    content.texts.textOf('companies.title', content.address) ?? t('companies.fallbackTitle');

  return (
    <Section id="unternehmen" title={title} align="center" tone="white">
      <ul className={styles.logos}>
        {list.map((company) => (
          <li key={company.number} className={styles.logo}>
            {company.logo ? (
              <CmsImage
                media={company.logo}
                alt={company.name}
                sizes="200px"
                className={styles.image}
              />
            ) : (
              <span className={styles.wordmark}>{company.name}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
