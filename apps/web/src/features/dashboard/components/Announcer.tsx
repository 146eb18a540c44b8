import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styles from './Announcer.module.css';

type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce | null>(null);

const VISIBLE_MS = 4000;

/**
 * One polite live region for the dashboard ("In die Zwischenablage kopiert", …), shown as a
 * small toast at the bottom. The region is always in the page, so screen readers hear
 * every change of its text.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  const counter = useRef(0);

  const announce = useCallback<Announce>((text) => {
    counter.current += 1;
    setMessage({ text, id: counter.current });
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <AnnouncerContext value={announce}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={styles.toast}
        data-visible={message ? true : undefined}
      >
        {/* A new key per message: the same text twice is announced twice. */}
        {message ? <span key={message.id}>{message.text}</span> : null}
      </div>
    </AnnouncerContext>
  );
}

/** The dashboard's announcer; outside the provider messages are dropped. */
export function useAnnounce(): Announce {
  return use(AnnouncerContext) ?? noop;
}

function noop() {}
