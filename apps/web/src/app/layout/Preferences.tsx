import { setAddress, type Address } from '../../lib/i18n/address.ts';
import { LANGUAGES, isLanguage, setLanguage, type Language } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/useT.ts';
import { PreferenceSwitch } from './PreferenceSwitch.tsx';
import styles from './Preferences.module.css';

/**
 * The shop's way of speaking (du/Sie: "Ansprache") and DE/EN; both are remembered in
 * localStorage. The du/Sie here is the shop's voice only: a card's text forms are the
 * configurator's tabs, per recipient.
 */
export function Preferences() {
  const { t, i18n, address } = useT();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  return (
    <div className={styles.preferences}>
      <PreferenceSwitch<Address>
        label={t('prefs.address.label')}
        hint={t('prefs.address.hint')}
        value={address}
        onChange={setAddress}
        options={[
          { value: 'du', label: t('prefs.address.du') },
          { value: 'sie', label: t('prefs.address.sie') },
        ]}
      />
      <PreferenceSwitch<Language>
        label={t('prefs.language.label')}
        value={language}
        onChange={(next) => void setLanguage(next)}
        options={LANGUAGES.map((code) => ({
          value: code,
          label: code.toUpperCase(),
          description: t(`prefs.language.${code}`),
          lang: code,
        }))}
      />
    </div>
  );
}
