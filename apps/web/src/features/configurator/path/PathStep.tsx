import { CanvasPicker } from './CanvasPicker.tsx';
import { PersonalisationPicker } from './PersonalisationPicker.tsx';
import styles from './PathStep.module.css';
import { TemplateGallery } from './TemplateGallery.tsx';

/** Step 1: format, template and the kind of personalisation. */
export function PathStep() {
  return (
    <div className={styles.path}>
      <CanvasPicker />
      <TemplateGallery />
      <PersonalisationPicker />
    </div>
  );
}
