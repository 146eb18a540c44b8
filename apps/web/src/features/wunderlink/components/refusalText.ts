import type { GrantProblem } from '@federkiel/machines/wunderlink/grant';
import type { WunderlinkError } from '@federkiel/machines/wunderlink/redemption';
import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import type { Translate } from '../../../lib/i18n/useT.ts';

type Terms = Pick<PublicWunderlink, 'free_cards' | 'template' | 'group'>;

function templateRule(t: Translate, link: Terms): string {
  if (link.template) return t('errors.templateOnly', { name: link.template.name });
  if (link.group) return t('errors.groupOnly', { name: link.group.name });
  return t('errors.TEMPLATE_NOT_ALLOWED');
}

/** A grant problem (`context.problems`) in the page's words, du/Sie and language aware. */
export function grantProblemText(t: Translate, problem: GrantProblem, link: Terms): string {
  switch (problem.code) {
    case 'TOO_MANY_CARDS':
      return `${t('errors.TOO_MANY_CARDS', { max: link.free_cards })} ${t('errors.tooManyCardsFix', { max: link.free_cards })}`;
    case 'TEMPLATE_NOT_ALLOWED':
      return templateRule(t, link);
    case 'NO_CARDS':
    case 'ONE_DESIGN_ONLY':
      return t(`errors.${problem.code}`);
    default:
      return problem.message;
  }
}

/**
 * A refusal of the server (or a failure on the way) in the page's words. The server's German
 * message is added where it says more than the code (why a configuration is refused).
 */
export function refusalText(
  t: Translate,
  error: WunderlinkError,
  link: Terms,
  language: string,
): string {
  switch (error.code) {
    case 'TOO_MANY_CARDS':
    case 'TEMPLATE_NOT_ALLOWED':
      return grantProblemText(t, { code: error.code, message: error.message }, link);
    case 'CONFIGURATION_INVALID':
      return language === 'de' && error.message
        ? `${t('errors.CONFIGURATION_INVALID')} ${error.message}`
        : t('errors.CONFIGURATION_INVALID');
    case 'WUNDERLINK_NOT_FOUND':
      return t('notFound.message');
    case 'ALREADY_REDEEMED':
    case 'CONFIGURATION_NOT_FOUND':
    case 'ADDRESS_REQUIRED':
    case 'SIGN_IN_REQUIRED':
    case 'cms_unavailable':
      return t(`errors.${error.code}`);
    default:
      return t('errors.generic');
  }
}
