import { CardPreview } from '../preview/CardPreview.tsx';
import { ImagesPanel } from '../images/ImagesPanel.tsx';
import styles from './ContentStep.module.css';
import { CustomSalutationEditor } from './CustomSalutationEditor.tsx';
import { CustomVariablesEditor } from './CustomVariablesEditor.tsx';
import { FontPicker } from './FontPicker.tsx';
import { SenderFields } from './SenderFields.tsx';
import { TextEditor } from './TextEditor.tsx';
import { TextSizePicker } from './TextSizePicker.tsx';
import { VariantOfferDialog } from './VariantOfferDialog.tsx';

/** Step 2: handwriting, size, the texts per variant, placeholders, salutation and images. */
export function ContentStep() {
  return (
    <div className={styles.layout}>
      <div className={styles.editor}>
        <FontPicker />
        <TextSizePicker />
        <CustomVariablesEditor />
        <TextEditor />
        <SenderFields />
        <CustomSalutationEditor />
        <ImagesPanel />
      </div>
      <aside className={styles.preview}>
        <CardPreview />
      </aside>
      <VariantOfferDialog />
    </div>
  );
}
