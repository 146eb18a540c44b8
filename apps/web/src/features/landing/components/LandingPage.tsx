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
  useDocumentTitle(t('pageTitle'));

  if (texts.isPending) return <LandingSkeleton />;
  if (texts.isError) {
    return <LandingError onRetry={() => void texts.refetch()} retrying={texts.isFetching} />;
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
