import { usePartnerId } from '../partners/use-partner-id';
import { ScannerDialog } from './scanner-dialog';

/** The scanner for the partner on screen: the lazy chunk's entry. */
export default function ScannerEntry(props: { onClose: () => void; onSearch: () => void }) {
  return <ScannerDialog partnerId={usePartnerId()} {...props} />;
}
