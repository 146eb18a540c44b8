import type { WalletId } from './walletCapability.ts';
import styles from './WalletSheet.module.css';

/**
 * The wallet's buy button (spec §9: Google Pay 45px, black, "buy", full width; Apple Pay
 * 40px): it submits the review form, which starts the payment and opens the sheet.
 */
export function WalletButton({
  wallet,
  pending,
  label,
}: {
  wallet: WalletId;
  pending: boolean;
  label: string;
}) {
  return (
    <button
      type="submit"
      className={wallet === 'applePay' ? styles.applePayButton : styles.googlePayButton}
      aria-disabled={pending || undefined}
      disabled={pending}
      data-wallet={wallet}
    >
      {label}
    </button>
  );
}
