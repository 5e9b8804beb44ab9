import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { excessiveMessage } from '../../domain/excessive-quantity';
import { parseQuickOrder } from '../../domain/quick-order-lines';
import { linesLeftAfterAdding } from '../../domain/quick-order-left';
import { quickOrderItems, quickOrderReport } from '../../domain/quick-order-report';
import { addCartItems } from '../../sync/commands/cart-batch';
import { useBack } from '../../ui/back';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ScreenHeading } from '../../ui/screen-heading';
import buttons from '../../ui/button.module.css';
import screen from '../../ui/screen.module.css';
import { cartMessages } from '../cart/messages';
import { usePartnerId } from '../partners/use-partner-id';
import { useCartRestrictions } from '../product-card/use-cart-restrictions';
import { productCardMessages } from '../product-card/messages';
import { useWholeCatalogue } from '../search/use-search';
import { quickOrderMessages as t } from './messages';
import { readOrderFile } from './read-order-file';
import { ReportList } from './report-list';
import { useCodeLookup } from './use-code-lookup';
import { useQuickOrderData } from './use-quick-order-data';
import styles from './quick-order.module.css';

/**
 * 'Pedido rápido' (/pedido-rapido): pasted lines or a CSV file, a report per line from the device's
 * catalogue, then every ready line into the cart in one outbox batch (online or offline).
 */
export function QuickOrderScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const fieldId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState<{ text: string; error: boolean }>();
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const [asking, setAsking] = useState(false);
  const [added, setAdded] = useState<number>();
  const whole = useWholeCatalogue(partnerId);
  const { find: local, cart } = useQuickOrderData(partnerId, whole);
  const { readOnly } = useCartRestrictions(partnerId);
  // The field shows each key at once; the report follows at a lower priority.
  const deferredText = useDeferredValue(text);
  const parsed = useMemo(() => (deferredText.trim() === '' ? undefined : parseQuickOrder(deferredText)), [deferredText]);
  const lookup = useCodeLookup(partnerId, parsed?.ok ? parsed.lines : undefined, local, whole);
  const { find } = lookup;
  const report = useMemo(
    () => (parsed?.ok && find && cart ? quickOrderReport(parsed.lines, find, cart, chosen) : undefined),
    [parsed, find, cart, chosen],
  );
  const items = useMemo(() => (report ? quickOrderItems(report) : []), [report]);
  const excessive = report?.flatMap((line) => (line.kind === 'found' && line.excessive && line.packageId !== undefined ? [line] : [])) ?? [];

  const choose = useCallback((line: number, packageId: number) => setChosen((last) => new Map(last).set(line, packageId)), []);

  const edit = (next: string) => {
    setText(next);
    setAdded(undefined);
  };
  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readOrderFile(file);
    if (!read.ok) return setFileNote({ text: read.reason === 'too-large' ? t.fileTooLarge : t.fileUnreadable, error: true });
    const checked = parseQuickOrder(read.text);
    if (!checked.ok) return setFileNote({ text: t.refusal[checked.refusal], error: true });
    // Below what is typed (nothing typed is lost), without its header: below other lines it would be a bad line.
    const rows = checked.headerSkipped ? read.text.trimStart().replace(/^.*(\r\n|\r|\n)?/, '') : read.text;
    edit(text.trim() === '' ? rows : `${text.trimEnd()}\n${rows}`);
    setFileNote({ text: t.fileRead(file.name, read.encoding), error: false });
  };
  const add = async (confirmed: boolean) => {
    setAsking(false);
    await addCartItems(partnerId, items, { confirmed });
    setAdded(items.length);
    // The lines to correct stay, with their report; the lines added leave.
    setText(report ? linesLeftAfterAdding(deferredText, report) : '');
    setChosen(new Map());
    setFileNote(undefined);
  };

  return (
    <div className={`${screen.screen} ${styles.screen}`}>
      <ScreenHeading onBack={back}>{t.title}</ScreenHeading>
      <label htmlFor={fieldId}>{t.fieldLabel}</label>
      <p id={`${fieldId}-hint`}>{t.intro}</p>
      <textarea
        id={fieldId}
        aria-describedby={`${fieldId}-hint`}
        className={styles.field}
        value={text}
        onChange={(event) => edit(event.target.value)}
        spellCheck={false}
        autoComplete="off"
      />
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => fileInput.current?.click()}>
          {t.pickFile}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={t.pickFile}
          hidden
          onChange={(event) => {
            void pickFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <div className={styles.notes} role="status">
        {fileNote && <p className={fileNote.error ? styles.error : undefined}>{fileNote.text}</p>}
        {parsed && !parsed.ok && <p className={styles.error}>{t.refusal[parsed.refusal]}</p>}
        {parsed?.ok && parsed.headerSkipped && <p>{t.headerSkipped}</p>}
        {parsed?.ok && parsed.rowsLeftOut > 0 && <p className={styles.error}>{t.rowsLeftOut(parsed.rowsLeftOut)}</p>}
        {whole === false && <p>{t.partialCatalogue}</p>}
        {lookup.searching > 0 && <p>{t.searching(lookup.searching)}</p>}
        {lookup.unchecked === 'offline' && <p className={styles.error}>{t.uncheckedOffline}</p>}
        {lookup.unchecked === 'failed' && <p className={styles.error}>{t.uncheckedFailed}</p>}
        {parsed?.ok && !report && <p>{t.readingCatalogue}</p>}
        {report && <p>{t.summary(items.length, report.length)}</p>}
        {added !== undefined && (
          <p>
            {t.added(added)}{' '}
            <Link to={paths.cart} search={{ [PARTNER_QUERY]: partnerId }}>
              {t.seeCart}
            </Link>
          </p>
        )}
      </div>
      {lookup.unchecked === 'failed' && (
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={lookup.retry}>
          {t.searchAgain}
        </button>
      )}
      {report && <ReportList report={report} onChoose={choose} unchecked={lookup.unchecked ? 'unreachable' : 'searching'} />}
      {report && (
        <div className={styles.footer}>
          {readOnly && <p className={styles.error}>{t.readOnlyCart}</p>}
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={items.length === 0 || readOnly}
            onClick={() => (excessive.length > 0 ? setAsking(true) : void add(false))}
          >
            {t.add(items.length)}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={cartMessages.excessiveTitle}
        confirmLabel={productCardMessages.confirm}
        cancelLabel={productCardMessages.cancel}
        onConfirm={() => void add(true)}
        onCancel={() => setAsking(false)}
      >
        <p>{cartMessages.excessiveSubtitle}</p>
        <ul>
          {excessive.map((line) => (
            <li key={line.line}>
              {excessiveMessage(
                line.inCart + line.quantity,
                line.entry.product.packages.find((pkg) => pkg.id === line.packageId)!,
                line.entry.product.family.name,
              )}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
