import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { useRecipientTexts } from './recipientTexts.ts';

export interface DeleteConfirmProps {
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before deleting several selected cards at once. */
export function DeleteConfirm({ count, onCancel, onConfirm }: DeleteConfirmProps) {
  const { t } = useRecipientTexts();
  return (
    <Modal
      open
      size="md"
      onClose={onCancel}
      title={t('confirmDelete.title', { count })}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('confirmDelete.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('confirmDelete.confirm')}</Button>
        </>
      }
    >
      <p>{t('confirmDelete.text')}</p>
    </Modal>
  );
}
