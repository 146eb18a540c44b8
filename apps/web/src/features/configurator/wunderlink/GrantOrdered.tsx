import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { wunderlinkConfirmPath } from '../../../lib/wunderlink/paths.ts';

/**
 * After "Gratis bestellen" the design is stored with the grant: on to the confirm step
 * (sign in or register, then "Jetzt gratis bestellen"). The browser's back button returns
 * to the summary with the design restored.
 */
export function GrantOrdered({ linkId }: { linkId: string }) {
  const { t } = useT('configurator-wunderlink');
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(wunderlinkConfirmPath(linkId));
  }, [navigate, linkId]);
  return <LoadingState centered label={t('ordered')} />;
}
