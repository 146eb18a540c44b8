import { useEffect } from 'react';
import { grantShippingMode } from '../../../lib/wunderlink/grant.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { useConfiguratorGrant } from './grantContext.ts';

/**
 * The link decides how the cards travel (docs/wunderlink.md): with postage to the recipients
 * (an envelope without address cannot go there), without postage to the customer.
 */
export function GrantSync() {
  const grant = useConfiguratorGrant();
  const send = useConfiguratorSend();
  const mode = useConfiguratorSelector((s) => s.context.draft.shipping.mode);
  const envelope = useConfiguratorSelector((s) => s.context.draft.shipping.envelope);
  const editing = useConfiguratorSelector(
    (s) => !s.hasTag('saving') && !s.hasTag('done') && !s.hasTag('confirm-discard'),
  );
  const wanted = grant ? grantShippingMode(grant) : null;

  useEffect(() => {
    if (!wanted || !editing || mode === wanted) return;
    send({
      type: 'SET_SHIPPING',
      changes:
        wanted === 'to_recipients' && envelope === 'blank'
          ? { mode: wanted, envelope: 'closed' }
          : { mode: wanted },
    });
  }, [wanted, editing, mode, envelope, send]);

  return null;
}
