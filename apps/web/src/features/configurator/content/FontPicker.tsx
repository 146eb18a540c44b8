import { useEffect, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useFonts } from '../../../lib/cms/api/fonts.ts';
import { mediaFileUrl } from '../../../lib/cms/media.ts';
import type { Font } from '../../../lib/cms/types.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { fontRefFromCms } from '../api/cmsMapping.ts';
import { fontFamilyOf, registerFontFace } from '../api/fontFaces.ts';
import { PenFontSample } from '../pen/PenFontSample.tsx';
import { isSvgMedia } from '../pen/penFontFile.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './ContentStep.module.css';
import choices from './Choices.module.css';

/** The family once the browser has loaded the font file, else the fallback. */
function useFontFamily(font: Font): string | undefined {
  const [family, setFamily] = useState<string | undefined>(undefined);
  const url = font.file?.url ? mediaFileUrl(font.file) : null;
  useEffect(() => {
    if (!url) return;
    let active = true;
    const name = fontFamilyOf(font.slug);
    void registerFontFace(name, url).then((ok) => active && ok && setFamily(name));
    return () => {
      active = false;
    };
  }, [url, font.slug]);
  return family;
}

function FontOption({ font, checked, own }: { font: Font; checked: boolean; own: boolean }) {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const family = useFontFamily(font);
  // A pen-only font's file is its pen SVG (no web font): its sample is drawn from strokes.
  const penSample = font.file && isSvgMedia(font.file) ? mediaFileUrl(font.file) : null;
  return (
    <label className={choices.fontOption} data-checked={checked || undefined}>
      <input
        type="radio"
        name="font"
        className={choices.radio}
        checked={checked}
        onChange={() => send({ type: 'CHOOSE_FONT', font: fontRefFromCms(font) })}
      />
      <span
        className={choices.fontSample}
        style={family ? { fontFamily: `"${family}", cursive` } : undefined}
      >
        {penSample ? (
          <PenFontSample url={penSample} text={t('content.font.sample')} />
        ) : (
          t('content.font.sample')
        )}
      </span>
      <span className={choices.fontName}>
        {font.name}
        {own ? <span className={choices.ownBadge}>{t('content.font.own')}</span> : null}
      </span>
    </label>
  );
}

/** Global handwriting fonts plus the signed-in account's own (spec §7), each in itself. */
export function FontPicker() {
  const { t } = useT('configurator');
  const user = useSessionUser();
  const query = useFonts(user?.id ?? null);
  const chosen = useConfiguratorSelector((s) => s.context.draft.font?.id ?? null);
  const fonts = [...(query.data?.data ?? [])].sort(
    (a, b) => Number(Boolean(b.accountId)) - Number(Boolean(a.accountId)),
  );

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('content.font.title')}</legend>
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('content.font.loading')}
        </p>
      ) : query.isError ? (
        <Alert tone="error" title={t('content.font.failed')}>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t('path.retry')}
          </Button>
        </Alert>
      ) : (
        <div className={choices.fontGrid}>
          {fonts.map((font) => (
            <FontOption
              key={font.id}
              font={font}
              checked={chosen === String(font.id)}
              own={Boolean(font.accountId)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
