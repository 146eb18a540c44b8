import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { faqItems, type FaqItem, type SectionContent } from '../content.ts';
import { Paragraphs } from './Paragraphs.tsx';
import { Section } from './Section.tsx';
import styles from './Faq.module.css';

interface FaqAccordionProps {
  items: FaqItem[];
}

/**
 * WAI-ARIA accordion: each question is a button (aria-expanded, aria-controls) inside an h3;
 * each answer is a labelled region. Enter/Space toggle (native buttons); Arrow Up/Down move
 * between questions, Home/End jump to the first/last one. Several answers may be open.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (number: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const isOpen = open.has(item.number);
        const buttonId = `${baseId}-q${item.number}`;
        const panelId = `${baseId}-a${item.number}`;
        return (
          <div key={item.number} className={styles.item} data-open={isOpen || undefined}>
            <h3 className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.number)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!isOpen}
            >
              <Paragraphs text={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function Faq(content: SectionContent) {
  const { t } = useT('landing');
  const items = faqItems(content);
  if (items.length === 0) return null;
  const title = content.texts.textOf('faq.title', content.address) ?? t('faq.fallbackTitle');

  return (
    <Section id="faq" title={title} align="center">
      <FaqAccordion items={items} />
    </Section>
  );
}
