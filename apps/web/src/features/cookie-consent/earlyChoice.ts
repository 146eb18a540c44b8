import { isCookieSetting } from '@federkiel/machines/cookieConsent/setting';
import { writeCookieSetting } from './cookieSettings.ts';

// The server paints the cookie prompt with its page, and the app hydrates it once the page is
// on screen (issue #13) — on a slow phone a few seconds later. A choice made in between is
// taken here, by the page's entry script: stored as the app stores it, and the prompt hidden
// (by the `<html>` attribute, outside what React hydrates). The app then starts with the choice
// made and leaves the prompt out. From the hydration on, the app's own dialog answers.

/** On the wrapper of the prompt the server painted (CookiePrompt.tsx). */
export const SERVER_PROMPT_ATTRIBUTE = 'data-cookie-prompt';
/** On a control of that prompt: the setting it chooses. */
export const CHOICE_ATTRIBUTE = 'data-cookie-choice';
/** On `<html>` once a choice was taken before the app: hides the server's prompt (global.css). */
export const EARLY_CHOICE_ATTRIBUTE = 'data-early-cookie-choice';

let stop: (() => void) | null = null;

function serverPrompt(doc: Document): Element | null {
  return doc.querySelector(`[${SERVER_PROMPT_ATTRIBUTE}]`);
}

function choose(doc: Document, setting: string | null | undefined): boolean {
  if (!isCookieSetting(setting)) return false;
  writeCookieSetting(setting);
  doc.documentElement.setAttribute(EARLY_CHOICE_ATTRIBUTE, setting);
  return true;
}

/** Takes clicks on the server's prompt (and Escape: only necessary) until `endEarlyCookieChoice`. */
export function acceptEarlyCookieChoice(doc: Document = document): void {
  if (stop || !serverPrompt(doc)) return;
  const onClick = (event: MouseEvent) => {
    const prompt = serverPrompt(doc);
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(`[${CHOICE_ATTRIBUTE}]`);
    if (!prompt || !control || !prompt.contains(control)) return;
    if (choose(doc, control.getAttribute(CHOICE_ATTRIBUTE))) {
      event.preventDefault();
      endEarlyCookieChoice();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !serverPrompt(doc)) return;
    if (choose(doc, 'restricted')) endEarlyCookieChoice();
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);
  stop = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeyDown, true);
  };
}

/** The app is about to hydrate the page: its dialog takes over from here. */
export function endEarlyCookieChoice(): void {
  stop?.();
  stop = null;
}
