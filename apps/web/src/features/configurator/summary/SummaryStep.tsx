import { CardPreview } from '../preview/CardPreview.tsx';
import { FitResults } from './FitResults.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { SaveFeedback } from './SaveFeedback.tsx';
import { ShippingOptions } from './ShippingOptions.tsx';
import styles from './SummaryStep.module.css';

/** Step 4: shipping, the fit check of every card, the store's price, then the cart. */
export function SummaryStep() {
  return (
    <div className={styles.step}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <SaveFeedback />
          <ShippingOptions />
          <FitResults />
        </div>
        <aside className={styles.side}>
          <PriceSummary />
        </aside>
      </div>
      {/* Outside the columns, so the sticky price box never slides over the card. */}
      <CardPreview onlyActiveVariant={false} />
    </div>
  );
}
