import * as React from 'react';
import { Button, Modal, Typography } from '@strapi/design-system';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { ImageUploadDialog } from './ImageUploadDialog';

// A side panel on a template's edit view: „Bilder hochladen“ opens the dialog that fills the
// picture fields from several dropped files (issue #31). Only on the draft: the published
// version is not edited directly.

const TEMPLATE = 'api::template.template';

function UploadButton(props: { collectionType: string; model: string; documentId: string }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <Button variant="secondary" fullWidth>
          Bilder hochladen
        </Button>
      </Modal.Trigger>
      {open && <ImageUploadDialog {...props} onClose={() => setOpen(false)} />}
    </Modal.Root>
  );
}

export const TemplateImagesPanel: PanelComponent = ({
  model,
  collectionType,
  documentId,
  activeTab,
}) => {
  if (model !== TEMPLATE || activeTab === 'published') return null;
  return {
    title: 'Bilder',
    content: documentId ? (
      <UploadButton collectionType={collectionType} model={model} documentId={documentId} />
    ) : (
      <Typography variant="pi" textColor="neutral600">
        Nach dem ersten Speichern lassen sich hier Vorschaubild und Vorderseite auf einmal
        hochladen.
      </Typography>
    ),
  };
};
