import type { ConnectedDevice } from '../../domain/entities/connected-device';
import { formatDateTime } from '../../domain/format';
import { maskPhone } from '../../domain/contact-masks';
import { userAgentLabel } from '../../domain/user-agent-label';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { deviceMessages } from './messages';
import styles from './devices.module.css';

/** [access §3 "Device"] '--' or empty means hidden. */
function shown(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text === '--' ? null : text;
}

interface DeviceCardProps {
  device: ConnectedDevice;
  current: boolean;
  onRemove: () => void;
}

/**
 * One device: browser and system, phone and contact when known, first and last access, and its delete action [access
 * §2.11]; the current one is marked.
 */
export function DeviceCard({ device, current, onRemove }: DeviceCardProps) {
  const { browser, system } = userAgentLabel(device.userAgent);
  const name = `${browser} · ${system}`;
  const phone = shown(device.phone);
  const contact = shown(device.contact);
  return (
    <li className={styles.card}>
      <div className={styles.header}>
        <h2 className={styles.name}>{name}</h2>
        {current && <span className={styles.current}>{deviceMessages.current}</span>}
        <button type="button" className={buttons.iconButton} aria-label={deviceMessages.remove(name)} onClick={onRemove}>
          <Icon name="trash" />
        </button>
      </div>
      <dl className={styles.details}>
        {phone && (
          <div>
            <dt>{deviceMessages.phone}</dt>
            <dd>{maskPhone(phone)}</dd>
          </div>
        )}
        {contact && (
          <div>
            <dt>{deviceMessages.contact}</dt>
            <dd>{contact}</dd>
          </div>
        )}
        <div>
          <dt>{deviceMessages.firstAccess}</dt>
          <dd>{formatDateTime(device.firstAccess)}</dd>
        </div>
        <div>
          <dt>{deviceMessages.lastAccess}</dt>
          <dd>{formatDateTime(device.lastAccess)}</dd>
        </div>
      </dl>
    </li>
  );
}
