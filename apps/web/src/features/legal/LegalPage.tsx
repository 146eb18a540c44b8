import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './LegalPage.module.css';

export function LegalPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </section>
  );
}

export function CompanyAddress({ lines }: { lines: string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
