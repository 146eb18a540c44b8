import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useQuery } from '@tanstack/react-query';
import {
  templateFilter,
  templateQueryOptions,
  templatesQueryOptions,
} from '../../../lib/cms/api/templates.ts';
import { mediaUrl } from '../../../lib/cms/media.ts';
import type { Template } from '../../../lib/cms/types.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './Wunderlink.module.css';

const GROUP_PREVIEW = 8;

/**
 * Pictures of the allowed template(s) from the CMS. The names are on the link already, so
 * nothing waits for this: while the CMS loads or when it fails, the section is left out.
 */
export function AllowedTemplates({ link }: { link: PublicWunderlink }) {
  const { t } = useT('wunderlink');
  const groupId = link.template ? null : Number(link.group?.id ?? NaN);
  const one = useQuery(templateQueryOptions(link.template?.id ?? null));
  const group = useQuery({
    ...templatesQueryOptions({
      filter: groupId && Number.isInteger(groupId) ? templateFilter.inGroup(groupId) : null,
      pageSize: GROUP_PREVIEW,
    }),
    enabled: Boolean(groupId && Number.isInteger(groupId)),
  });
  const templates: Template[] = link.template
    ? one.data?.data
      ? [one.data.data]
      : []
    : groupId
      ? (group.data?.data ?? [])
      : [];
  if (templates.length === 0) return null;
  return (
    <section className={styles.gallery} aria-labelledby="wunderlink-templates">
      <h2 id="wunderlink-templates" className={styles.sectionTitle}>
        {t('landing.allowedTemplates')}
      </h2>
      <ul className={styles.templateList}>
        {templates.map((template) => {
          const image = template.previewImage ?? template.frontImage;
          return (
            <li key={template.id} className={styles.templateItem}>
              {image ? (
                <img
                  src={mediaUrl(image, 'small')}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={styles.templateImage}
                />
              ) : (
                <span className={styles.templateImage} />
              )}
              <span className={styles.templateName}>{template.name}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
