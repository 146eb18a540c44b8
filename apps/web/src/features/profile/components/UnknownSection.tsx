import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { Section } from './Section.tsx';

/** `/profile/<something else>`: inside the profile, with the way back. */
export function UnknownSection() {
  const { t } = useT('profile');
  return (
    <Section title={t('unknownSection.title')} intro={t('unknownSection.text')}>
      <div>
        <Button to="/profile/account" variant="ghost" bordered>
          {t('nav.account')}
        </Button>
      </div>
    </Section>
  );
}
