import { useQueryClient } from '@tanstack/react-query';
import { useTextContents } from '../../../lib/cms/api/textContents.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { SectionContent } from '../content.ts';
import { Benefits } from './Benefits.tsx';
import { ClosingCta } from './ClosingCta.tsx';
import { Companies } from './Companies.tsx';
import { ExplainerVideo } from './ExplainerVideo.tsx';
import { Faq } from './Faq.tsx';
import { FontShowcase } from './FontShowcase.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { LandingError } from './LandingError.tsx';
import { LandingSkeleton } from './LandingSkeleton.tsx';
import { Personalisation } from './Personalisation.tsx';
import styles from './LandingPage.module.css';

/** The home page (spec §2 "/"): every text and image comes from the CMS text contents. */
export function LandingPage() {
  const { t, address } = useT('landing');
  const texts = useTextContents();
  const queryClient = useQueryClient();
  useDocumentTitle(t('pageTitle'));

  if (texts.isPending) return <LandingSkeleton />;
  if (texts.isError) {
    // Retries every failed CMS query of the page (the font list may have failed too).
    const retry = () =>
      void queryClient.refetchQueries({
        predicate: (query) => query.queryKey[0] === 'cms' && query.state.status === 'error',
      });
    return <LandingError onRetry={retry} retrying={texts.isFetching} />;
  }

  const content: SectionContent = { texts: texts.data, address };
  return (
    <div className={styles.page}>
      <Hero {...content} />
      <HowItWorks {...content} />
      <Benefits {...content} />
      <FontShowcase {...content} />
      <Personalisation {...content} />
      <ExplainerVideo {...content} />
      <Companies {...content} />
      <Faq {...content} />
      <ClosingCta {...content} />
    </div>
  );
}
