import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ContactForm } from './ContactForm.tsx';
import styles from './ContactPage.module.css';

const TOPICS = ['orders', 'mailings', 'custom'] as const;

/** `/contact` (spec §2): who answers and what about, beside the form. */
export function ContactPage() {
  const { t } = useT('contact');
  useDocumentTitle(t('title'));
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <h2 className={styles.topicsTitle}>{t('topics.title')}</h2>
        <ul className={styles.topics}>
          {TOPICS.map((topic) => (
            <li key={topic}>{t(`topics.${topic}`)}</li>
          ))}
        </ul>
      </div>
      <div className={styles.formColumn}>
        <ContactForm />
      </div>
    </div>
  );
}
