import { standardSalutation } from '@federkiel/machines';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import styles from './VariableMenu.module.css';

export interface VariableMenuProps {
  /** Names offered (built-ins first, then the customer's own). */
  variables: readonly string[];
  /** Called with the chosen name; the field inserts it at its caret. */
  onInsert: (name: string) => void;
  /** The field the menu belongs to (for the button's accessible name). */
  fieldLabel: string;
}

/**
 * "Platzhalter einfügen": a menu button (ARIA menu pattern) so that `{{Vorname}}` and the
 * others are chosen, not typed blind. Arrow keys, Home/End, Enter and Escape work as usual.
 */
export function VariableMenu({ variables, onInsert, fieldLabel }: VariableMenuProps) {
  const { t } = useT('configurator');
  // The `{{Anrede}}` example follows the text tab being written (du, Sie or ihr), not the
  // shop's own du/Sie: "Sehr geehrte Frau Schmidt," on the Sie tab.
  const form = useConfiguratorSelector((s) => s.context.activeVariant);
  const salutationExample = standardSalutation({
    title: '',
    firstName: 'Anna',
    lastName: 'Schmidt',
    company: '',
    gender: 'female',
    addressForm: form,
  });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const close = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.parentElement?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.findIndex((item) => item === document.activeElement);
    const go = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') buttonRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('variables.menuLabel', { field: fieldLabel })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">{'{ }'}</span> {t('variables.insert')}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('variables.menuTitle')}
          className={styles.menu}
          onKeyDown={move}
        >
          {variables.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                setOpen(false);
                onInsert(name);
              }}
            >
              <span className={styles.token}>{`{{${name}}}`}</span>
              <span className={styles.hint}>
                {t(`variables.hints.${name}`, {
                  defaultValue: t('variables.customHint'),
                  example: salutationExample,
                })}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
