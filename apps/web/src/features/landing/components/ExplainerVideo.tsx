import { isImage, isVideo, mediaUrl } from '../../../lib/cms/media.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { SectionContent } from '../content.ts';
import { cx } from '../../../lib/cx.ts';
import { CmsImage, mediaAlt } from './CmsImage.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import styles from './Split.module.css';

/**
 * The explainer video is CMS media (no external video hosts): `video.poster` holds the poster
 * image — or the video itself. An optional `video.file` entry holds the video next to a poster.
 */
export function ExplainerVideo({ texts, address }: SectionContent) {
  const { t } = useT('landing');
  const posterMedia = texts.mediaOf('video.poster', address);
  const fileMedia = texts.mediaOf('video.file', address);
  const video = [fileMedia, posterMedia].find(isVideo);
  // A poster without a mime type is treated as an image.
  const poster =
    posterMedia && !isVideo(posterMedia) && (isImage(posterMedia) || !posterMedia.mime)
      ? posterMedia
      : undefined;
  const cmsTitle = texts.textOf('video.title', address);
  const text = texts.textOf('video.text', address);
  if (!video && !poster && !text && !cmsTitle) return null;
  const title = cmsTitle ?? t('video.fallbackTitle');

  return (
    <section id="video" aria-labelledby="video-title" className={cx(styles.band, styles.ink)}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="video-title" className={styles.title}>
            {title}
          </h2>
          <Paragraphs text={text} className={styles.text} />
        </div>
        {(video || poster) && (
          <figure className={cx(styles.media, styles.videoFrame)}>
            {video ? (
              <video
                className={styles.video}
                controls
                preload="metadata"
                playsInline
                poster={mediaUrl(poster)}
                aria-label={title}
              >
                <source src={mediaUrl(video, 'original')} type={video.mime ?? undefined} />
                <p>{t('video.unsupported')}</p>
              </video>
            ) : (
              poster && (
                <CmsImage
                  media={poster}
                  alt={mediaAlt(
                    poster,
                    texts.textOf('video.poster', address),
                    t('video.posterAlt'),
                  )}
                  sizes="(min-width: 900px) 50vw, 100vw"
                  className={styles.image}
                />
              )
            )}
          </figure>
        )}
      </div>
    </section>
  );
}
