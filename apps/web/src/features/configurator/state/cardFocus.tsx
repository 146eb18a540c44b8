import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useConfiguratorSend } from './configuratorContext.ts';

// Which card the preview shows, and which row the recipient table should open: jump links
// from the fit check, the server's refusal and the preview's own navigation set them.

export const PREVIEW_ID = 'card-preview';

interface CardFocus {
  /** The recipient whose card the preview shows (null = the first / an example). */
  previewCardId: string | null;
  setPreviewCardId: (id: string | null) => void;
  /** Shows one card in the preview and scrolls it into view. */
  showCard: (id: string) => void;
  /** The recipient row the data step should bring into view. */
  tableFocusId: string | null;
  /** Opens the recipients step at one card's row. */
  editRecipient: (id: string) => void;
}

const CardFocusContext = createContext<CardFocus | null>(null);

export function CardFocusProvider({ children }: { children: ReactNode }) {
  const send = useConfiguratorSend();
  const [previewCardId, setPreviewCardId] = useState<string | null>(null);
  const [tableFocusId, setTableFocusId] = useState<string | null>(null);

  const showCard = useCallback((id: string) => {
    setPreviewCardId(id);
    requestAnimationFrame(() => {
      const preview = document.getElementById(PREVIEW_ID);
      preview?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      preview?.focus({ preventScroll: true });
    });
  }, []);

  const editRecipient = useCallback(
    (id: string) => {
      setTableFocusId(id);
      setPreviewCardId(id);
      send({ type: 'GO_TO_STEP', step: 'data' });
    },
    [send],
  );

  const value = useMemo(
    () => ({ previewCardId, setPreviewCardId, showCard, tableFocusId, editRecipient }),
    [previewCardId, showCard, tableFocusId, editRecipient],
  );
  return <CardFocusContext.Provider value={value}>{children}</CardFocusContext.Provider>;
}

export function useCardFocus(): CardFocus {
  const focus = useContext(CardFocusContext);
  if (!focus) throw new Error('useCardFocus outside CardFocusProvider');
  return focus;
}
