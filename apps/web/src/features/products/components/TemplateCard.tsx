import { Button } from '../../../components/Button.tsx';
import { mediaSrcSet, mediaUrl } from '../../../lib/cms/media.ts';
import type { Template } from '../../../lib/cms/types.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './TemplateCard.module.css';

/** The configurator link of a template (its numeric id; the CMS reads entries by id or documentId). */
export function configuratorHref(template: Template): string {
  return `/configurator?template=${template.id}`;
}

/** The preview box's width / height (`.preview` in TemplateCard.module.css). */
const PREVIEW_RATIO = 4 / 3;

export function TemplateCard({
  template,
  priority = false,
}: {
  template: Template;
  /** In the first screen: loaded at once and before other images, not lazily. */
  priority?: boolean;
}) {
  const { t } = useT('products');
  const image = template.previewImage ?? template.frontImage ?? null;
  const canvas = template.canvas;
  const groups = template.groups ?? [];
  const titleId = `template-${template.id}-title`;
  // Sized by the side that meets the preview's box, so the image has its place before it
  // has loaded and nothing moves when it arrives (layout shift, issue #13).
  const fit =
    image?.width && image.height && image.width / image.height < PREVIEW_RATIO
      ? styles.tall
      : styles.wide;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.preview}>
        {image ? (
          <img
            className={`${styles.image} ${fit}`}
            src={mediaUrl(image, 'small')}
            srcSet={mediaSrcSet(image)}
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 90vw"
            alt={image.alternativeText?.trim() || ''}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className={styles.noPreview}>{t('card.noPreview')}</span>
        )}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.name}>
          {template.name}
        </h2>
        {canvas && (
          <p className={styles.format}>
            {canvas.name}
            {canvas.widthInMillimeters > 0 && canvas.heightInMillimeters > 0 && (
              <>
                <span aria-hidden="true"> · </span>
                <span className={styles.size}>
                  {t('card.size', {
                    width: canvas.widthInMillimeters,
                    height: canvas.heightInMillimeters,
                  })}
                </span>
              </>
            )}
          </p>
        )}
        {template.description && <p className={styles.description}>{template.description}</p>}
        {groups.length > 0 && (
          <ul className={styles.groups} aria-label={t('card.groupsLabel')}>
            {groups.map((group) => (
              <li key={group.id} className={styles.group}>
                {group.name}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.action}>
          <Button
            to={configuratorHref(template)}
            variant="primary"
            aria-label={t('card.designLabel', { name: template.name })}
          >
            {t('card.design')}
          </Button>
        </div>
      </div>
    </article>
  );
}
