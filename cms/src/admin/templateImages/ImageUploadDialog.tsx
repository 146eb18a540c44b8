import * as React from 'react';
import {
  Box,
  Button,
  Flex,
  Modal,
  SingleSelect,
  SingleSelectOption,
  Typography,
} from '@strapi/design-system';
import {
  isFetchError,
  unstable_useDocumentActions as useDocumentActions,
  useFetchClient,
  useForm,
} from '@strapi/strapi/admin';
import { doubleSlots, guessSlots, SLOT_LABELS, SLOTS, type ImageSlot } from './slots';

// All of a template's pictures in one go (issue #31): drop the files, check which field each goes
// to, save. Each file is uploaded and put into its field on its own, so the server's size rules
// (src/editor/rules/imageRules.ts) refuse one picture without losing the other; the server
// removes a refused file from the Media Library.

interface Row {
  file: File;
  width?: number;
  height?: number;
  slot: ImageSlot | null;
  state: 'ready' | 'busy' | 'saved' | 'failed';
  message?: string;
}

interface UploadedFile {
  id: number;
}

const NONE = 'none';

async function pixelSize(file: File): Promise<{ width?: number; height?: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {}; // SVG or a broken file: the server decides
  }
}

function messageOf(error: unknown): string {
  if (isFetchError(error)) return error.response?.data?.error?.message ?? error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return 'Unbekannter Fehler.';
}

export interface ImageUploadDialogProps {
  collectionType: string;
  model: string;
  documentId: string;
  onClose: () => void;
}

export function ImageUploadDialog({
  collectionType,
  model,
  documentId,
  onClose,
}: ImageUploadDialogProps) {
  const [rows, setRows] = React.useState<Row[]>([]);
  const [busy, setBusy] = React.useState(false);
  const { post, del } = useFetchClient();
  const { update } = useDocumentActions();
  const unsaved = useForm('ImageUploadDialog', (form) => form.modified);

  const addFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
    const sized = await Promise.all(
      files.map(async (file) => ({ file, ...(await pixelSize(file)) })),
    );
    setRows((current) => {
      const all = [...current.filter((row) => row.state !== 'saved'), ...sized];
      const slots = guessSlots(all.map(({ file, width }) => ({ name: file.name, width })));
      return all.map((row, index) => ({
        ...row,
        slot: slots[index] ?? null,
        state: 'ready',
        message: undefined,
      }));
    });
  };

  const patch = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const saveOne = async (row: Row, slot: ImageSlot): Promise<Partial<Row>> => {
    let uploaded: UploadedFile | undefined;
    try {
      const form = new FormData();
      form.append('files', row.file);
      uploaded = (await post<UploadedFile[]>('/upload', form)).data[0];
      if (!uploaded) return { state: 'failed', message: 'Das Hochladen hat nicht geklappt.' };
      const result = await update({ collectionType, model, documentId }, { [slot]: uploaded.id });
      if ('error' in result) throw result.error;
      return { state: 'saved', message: `Gespeichert als ${SLOT_LABELS[slot]}.` };
    } catch (error) {
      // A refused picture is removed by the server; this catches the other ways to fail.
      if (uploaded) await del(`/upload/files/${uploaded.id}`).catch(() => undefined);
      return { state: 'failed', message: messageOf(error) };
    }
  };

  const saveAll = async () => {
    setBusy(true);
    for (const [index, row] of rows.entries()) {
      if (!row.slot || row.state === 'saved') continue;
      patch(index, { state: 'busy', message: 'Wird hochgeladen …' });
      patch(index, await saveOne(row, row.slot));
    }
    setBusy(false);
  };

  const doubles = doubleSlots(rows.map((row) => (row.state === 'saved' ? null : row.slot)));
  const pending = rows.filter((row) => row.slot && row.state !== 'saved');

  return (
    <Modal.Content>
      <Modal.Header>
        <Modal.Title>Bilder hochladen</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Box
            tag="label"
            padding={6}
            hasRadius
            borderStyle="dashed"
            borderWidth="1px"
            borderColor="neutral300"
            background="neutral100"
            textAlign="center"
            style={{ cursor: 'pointer' }}
            onDragOver={(event: React.DragEvent) => event.preventDefault()}
            onDrop={(event: React.DragEvent) => {
              event.preventDefault();
              void addFiles(event.dataTransfer.files);
            }}
          >
            <Typography variant="omega">
              Bilder hierher ziehen oder klicken, um sie auszuwählen (PNG oder JPG, mehrere auf
              einmal).
            </Typography>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              multiple
              hidden
              aria-label="Bilder auswählen"
              onChange={(event) => {
                void addFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </Box>
          <Typography variant="pi" textColor="neutral600">
            Vorschaubild: mindestens 400 px breit (besser 600 px). Vorderseite: 150 dpi über die
            Breite des Formats (A6: 875 px, A5 und DIN lang: 1241 px, ohne Format 1200 px).
          </Typography>
          {rows.map((row, index) => (
            <Flex key={`${row.file.name}-${index}`} gap={3} alignItems="center">
              <Box flex="1">
                <Typography fontWeight="bold">{row.file.name}</Typography>
                <Typography variant="pi" textColor="neutral600">
                  {row.width ? ` ${row.width} × ${row.height} px` : ''}
                </Typography>
                {row.message && (
                  <Typography
                    tag="p"
                    variant="pi"
                    textColor={row.state === 'failed' ? 'danger600' : 'success600'}
                  >
                    {row.message}
                  </Typography>
                )}
              </Box>
              <Box width="180px">
                <SingleSelect
                  aria-label={`Feld für ${row.file.name}`}
                  value={row.slot ?? NONE}
                  disabled={busy || row.state === 'saved'}
                  onChange={(value: string | number) =>
                    patch(index, {
                      slot: value === NONE ? null : (value as ImageSlot),
                      state: 'ready',
                      message: undefined,
                    })
                  }
                >
                  {SLOTS.map((slot) => (
                    <SingleSelectOption key={slot} value={slot}>
                      {SLOT_LABELS[slot]}
                    </SingleSelectOption>
                  ))}
                  <SingleSelectOption value={NONE}>nicht verwenden</SingleSelectOption>
                </SingleSelect>
              </Box>
            </Flex>
          ))}
          {doubles.length > 0 && (
            <Typography textColor="danger600">
              {doubles.map((slot) => `„${SLOT_LABELS[slot]}“`).join(' und ')} ist mehrfach gewählt –
              jedes Feld nimmt nur ein Bild.
            </Typography>
          )}
          {unsaved && (
            <Typography textColor="warning600">
              Das Formular hat ungespeicherte Änderungen – bitte erst „Speichern“, sonst gehen sie
              beim Hochladen verloren.
            </Typography>
          )}
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="tertiary" onClick={onClose}>
          Schließen
        </Button>
        <Button
          onClick={() => void saveAll()}
          loading={busy}
          disabled={busy || unsaved || pending.length === 0 || doubles.length > 0}
        >
          Hochladen und speichern
        </Button>
      </Modal.Footer>
    </Modal.Content>
  );
}
