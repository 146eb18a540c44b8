import { useT } from '../../../lib/i18n/useT.ts';
import { numberedTexts, type SectionContent } from '../content.ts';
import { Paragraphs } from './Paragraphs.tsx';
import { Section } from './Section.tsx';
import styles from './HowItWorks.module.css';

export function HowItWorks(content: SectionContent) {
  const { t } = useT('landing');
  const steps = numberedTexts(content, 'how.step', 4);
  if (steps.length === 0) return null;
  const title = content.texts.textOf('how.title', content.address) ?? t('how.fallbackTitle');

  return (
    <Section id="so-funktionierts" title={title} tone="white" align="center">
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.number} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>
              <span className={styles.srOnly}>{t('how.step', { number: index + 1 })}: </span>
              {step.title}
            </h3>
            <Paragraphs text={step.text} className={styles.stepText} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
