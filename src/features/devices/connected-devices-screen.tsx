import { useRef, useState } from 'react';
import { getDeviceIdSync } from '../../db/device-id';
import type { ConnectedDevice } from '../../domain/entities/connected-device';
import { disconnectDevice, disconnectOtherDevices, loadDevices } from '../../sync/actions/devices';
import { useBack } from '../../ui/back';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { showToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { useServerList } from '../../ui/use-server-list';
import buttons from '../../ui/button.module.css';
import { useSession } from '../auth/use-session';
import { usePartnerId } from '../partners/use-partner-id';
import { DeviceCard } from './device-card';
import { deviceMessages } from './messages';
import styles from './devices.module.css';

type Pending = { kind: 'one'; deviceId: string } | { kind: 'all' } | null;

/**
 * '/dispositivos-conectados' [access §2.11]: the signed-in user's devices, from the server only (it needs the
 * network). The current device is marked and its delete action only says it cannot be removed; a removed device is
 * signed out at its next request.
 */
export function ConnectedDevicesScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const online = useOnline();
  const guest = useSession()?.guest ?? false;
  const [list, reload] = useServerList(loadDevices, online && !guest);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLSpanElement>(null);
  const currentId = getDeviceIdSync();

  // U-10: the device in use is refused here, before any call (the server refuses it too, 409).
  function pick(deviceId: string): void {
    if (deviceId === currentId) showToast(deviceMessages.currentNotRemovable);
    else setPending({ kind: 'one', deviceId });
  }

  async function confirm(): Promise<void> {
    if (!pending) return;
    setBusy(true);
    const one = pending.kind === 'one';
    try {
      await (one ? disconnectDevice(pending.deviceId) : disconnectOtherDevices());
      showToast(one ? deviceMessages.removed : deviceMessages.allRemoved);
      await reload();
    } catch {
      showToast(one ? deviceMessages.removeError : deviceMessages.removeAllError);
    } finally {
      setBusy(false);
      setPending(null);
      // The removed card held the focus: the title takes it.
      titleRef.current?.focus();
    }
  }

  if (!guest && !online && list.status !== 'ready') return <OfflineScreen />;
  const devices: ConnectedDevice[] = list.status === 'ready' ? list.items : [];
  const others = devices.filter((device) => device.deviceId !== currentId);
  return (
    <section className={styles.screen} aria-labelledby="devices-title">
      <ScreenHeading id="devices-title" onBack={back}>
        <span ref={titleRef} tabIndex={-1}>{deviceMessages.title}</span>
      </ScreenHeading>
      {guest ? (
        <p className={styles.status}>{deviceMessages.holderOnly}</p>
      ) : list.status === 'loading' ? (
        <p role="status" className={styles.status}>{deviceMessages.loading}</p>
      ) : list.status === 'failed' ? (
        <div role="alert" className={styles.status}>
          <p>{deviceMessages.loadError}</p>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void reload()}>
            {deviceMessages.retry}
          </button>
        </div>
      ) : devices.length === 0 ? (
        <p className={styles.status}>{deviceMessages.empty}</p>
      ) : (
        <>
          {devices.length > 1 && others.length > 0 && (
            <div className={styles.toolbar}>
              <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => setPending({ kind: 'all' })}>
                {deviceMessages.removeAll}
              </button>
            </div>
          )}
          <ul className={styles.list}>
            {devices.map((device) => (
              <DeviceCard
                key={device.deviceId}
                device={device}
                current={device.deviceId === currentId}
                onRemove={() => pick(device.deviceId)}
              />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'all' ? deviceMessages.removeAllTitle : deviceMessages.removeConfirm}
        confirmLabel={deviceMessages.confirm}
        cancelLabel={deviceMessages.cancel}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'all' && <p>{deviceMessages.removeAllText}</p>}
      </ConfirmDialog>
    </section>
  );
}
