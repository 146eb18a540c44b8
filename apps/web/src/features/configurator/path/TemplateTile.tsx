import { mediaUrl } from '../../../lib/cms/media.ts';
import type { Template } from '../../../lib/cms/types.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { templateChoiceFromCms } from '../api/cmsMapping.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './PathStep.module.css';

/** One template: its front, name and format; pressed when chosen. */
export function TemplateTile({
  template,
  otherCanvas = false,
}: {
  template: Template;
  otherCanvas?: boolean;
}) {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const chosen = useConfiguratorSelector(
    (s) => s.context.draft.template?.id === String(template.id),
  );
  const choice = templateChoiceFromCms(template);
  const image = template.previewImage ?? template.frontImage;

  return (
    <li>
      <button
        type="button"
        className={styles.templateTile}
        aria-pressed={chosen}
        disabled={!choice}
        onClick={() => choice && send({ type: 'CHOOSE_TEMPLATE', template: choice })}
      >
        <span className={styles.templateImage}>
          {image ? (
            <img src={mediaUrl(image, 'small')} alt="" loading="lazy" decoding="async" />
          ) : null}
          {chosen ? (
            <span className={styles.templateCheck} aria-hidden="true">
              ✓
            </span>
          ) : null}
        </span>
        <span className={styles.templateName}>{template.name}</span>
        <span className={styles.templateMeta}>
          {template.canvas?.name}
          {otherCanvas ? ` · ${t('path.template.switchesCanvas')}` : ''}
        </span>
      </button>
    </li>
  );
}
