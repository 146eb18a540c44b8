import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDeleteList } from '../../../lib/recipientLists/listsApi.ts';

export interface DeleteListDialogProps {
  list: { id: string; name: string; count: number };
  onClose: () => void;
  onDeleted: () => void;
}

/** Asked before a list is deleted (there is no undo on the server). */
export function DeleteListDialog({ list, onClose, onDeleted }: DeleteListDialogProps) {
  const { t } = useT('recipient-lists');
  const remove = useDeleteList();
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(list.id, { onSuccess: onDeleted });
  };
  return (
    <Modal
      open
      size="md"
      onClose={onClose}
      title={t('delete.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button onClick={confirm} aria-disabled={remove.isPending || undefined}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('delete.text', { name: list.name, count: list.count })}</p>
      {remove.isError ? <Alert tone="error">{t('delete.failed')}</Alert> : null}
    </Modal>
  );
}
