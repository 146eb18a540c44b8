import { Suspense, useId } from 'react';
import { Link, useMatches } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useT } from '../../lib/i18n/useT.ts';
import { useMountedFromServerHtml, useServerValueUntilHydrated } from '../../lib/useHydrated.ts';
import { usePromptInServerHtml } from './CookieConsentProvider.tsx';
import { CookieConsent } from './cookieConsentLogic.ts';
import { CHOICE_ATTRIBUTE, SERVER_PROMPT_ATTRIBUTE } from './earlyChoice.ts';
import { useCookiePromptOpen } from './useCookieConsent.ts';
import styles from './CookiePrompt.module.css';

/** Route `handle` flag: on this page the prompt must not cover the content (legal pages). */
export interface CookiePromptHandle {
  cookiePrompt?: 'inline';
}

function useInlinePrompt(): boolean {
  const matches = useMatches();
  return matches.some(
    (match) => (match.handle as CookiePromptHandle | undefined)?.cookiePrompt === 'inline',
  );
}

/**
 * The first-visit cookie prompt (spec §2). A modal dialog, except on the privacy policy
 * and imprint pages that it links to: there it sits at the bottom as a non-modal panel,
 * so those pages can be read before deciding.
 */
export function CookiePrompt() {
  const open = useCookiePromptOpen();
  // The server knows the choice only from the `fk_consent` cookie, not from localStorage:
  // until the page is hydrated the prompt is whatever the server's HTML has (issue #13) —
  // painted with the page for a first visit — and from then on the stored choice decides.
  // Mostly both say the same: then the hydration's end renders the prompt again no more.
  const inServerHtml = usePromptInServerHtml();
  const shown = useServerValueUntilHydrated(inServerHtml, open);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookiePromptPanel />
    </Suspense>
  );
}

function CookiePromptPanel() {
  // First shown with the server's page (before hydration): no fade-in then, nor at takeover.
  const paintedByServer = useMountedFromServerHtml();
  const inline = useInlinePrompt();
  const actor = CookieConsent.useActorRef();
  const { t } = useT('cookie-consent');
  const titleId = useId();

  const dismiss = () => actor.send({ type: 'DISMISS' });
  const text = (
    <>
      <p className={styles.text}>{t('text')}</p>
      <p className={styles.hint}>{t('hint')}</p>
      <p className={styles.links}>
        <span>{t('more')}</span> <Link to="/datenschutz">{t('privacy')}</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/impressum">{t('imprint')}</Link>
      </p>
    </>
  );
  const buttons = (
    <div className={inline ? styles.bannerButtons : styles.buttons}>
      <Button
        variant="primary"
        onClick={() => actor.send({ type: 'ACCEPT_ALL' })}
        {...{ [CHOICE_ATTRIBUTE]: 'unrestricted' }}
      >
        {t('acceptAll')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => actor.send({ type: 'ACCEPT_NECESSARY' })}
        {...{ [CHOICE_ATTRIBUTE]: 'restricted' }}
      >
        {t('acceptNecessary')}
      </Button>
    </div>
  );

  if (inline) {
    return (
      <section className={styles.banner} aria-labelledby={titleId}>
        <div className={styles.bannerInner}>
          <div className={styles.bannerText}>
            <h2 id={titleId} className={styles.bannerTitle}>
              {t('title')}
            </h2>
            {text}
          </div>
          {buttons}
          <button
            type="button"
            className={styles.bannerClose}
            aria-label={t('close')}
            onClick={dismiss}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </section>
    );
  }

  const dialog = (
    <Modal
      open
      title={t('title')}
      onClose={dismiss}
      closeLabel={t('close')}
      closeButtonData={{ [CHOICE_ATTRIBUTE]: 'restricted' }}
      footer={buttons}
      animated={!paintedByServer}
      inPlace={paintedByServer}
    >
      {text}
    </Modal>
  );
  if (!paintedByServer) return dialog;
  // The dialog of the server's page stays where the server put it (the server has no
  // document to put a portal in) and is hydrated as it is, without fading in again: it was
  // on screen all along. Replacing it cost a phone a long task (issue #13). Until then the
  // page's entry script takes a choice made in it (earlyChoice.ts).
  return <div {...{ [SERVER_PROMPT_ATTRIBUTE]: '' }}>{dialog}</div>;
}
