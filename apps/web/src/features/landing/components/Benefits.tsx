import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { numberedTexts, type SectionContent } from '../content.ts';
import { Paragraphs } from './Paragraphs.tsx';
import { Section } from './Section.tsx';
import styles from './Benefits.module.css';

// Decorative line icons (pen, envelope, sparkle, clock) — one per benefit block.
const ICONS: ReactNode[] = [
  <path key="pen" d="M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3" />,
  <path key="mail" d="M3 6h18v12H3zM3 7l9 6 9-6" />,
  <path key="spark" d="M12 3v5M12 16v5M3 12h5M16 12h5M6 6l3 3M15 15l3 3M18 6l-3 3M9 15l-3 3" />,
  <path key="clock" d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />,
];

export function Benefits(content: SectionContent) {
  const { t } = useT('landing');
  const benefits = numberedTexts(content, 'benefit', 4);
  if (benefits.length === 0) return null;
  const title =
    content.texts.textOf('benefits.title', content.address) ?? t('benefits.fallbackTitle');

  return (
    <Section id="vorteile" title={title}>
      <ul className={styles.grid}>
        {benefits.map((benefit, index) => (
          <li key={benefit.number} className={styles.card}>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {ICONS[index % ICONS.length]}
            </svg>
            {benefit.title && <h3 className={styles.title}>{benefit.title}</h3>}
            <Paragraphs text={benefit.text} className={styles.text} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
