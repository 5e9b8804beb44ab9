import { memo } from 'react';
import { isReady, type FoundLine, type ReportLine } from '../../domain/quick-order-report';
import { formatBrl } from '../../domain/format';
import { benchTextRows } from '../../ui/bench-floor';
import { quickOrderMessages as t } from './messages';
import styles from './quick-order.module.css';
import { useRowsInSteps } from './use-rows-in-steps';

/** Why the device cannot say yet whether an unchecked line's code exists: it is being looked up, or it cannot be. */
type UncheckedReason = 'searching' | 'unreachable';

interface ReportListProps {
  report: readonly ReportLine[];
  onChoose: (line: number, packageId: number) => void;
  unchecked: UncheckedReason;
}

function FoundDetails({ line, onChoose }: { line: FoundLine; onChoose: ReportListProps['onChoose'] }) {
  const { product } = line.entry;
  const pkg = product.packages.find((candidate) => candidate.id === line.packageId);
  const asks = line.unknownHint !== undefined || product.packages.length > 1;
  return (
    <>
      <p className={styles.name}>
        {product.family.name} · {product.brand.name}
      </p>
      <p>
        {line.quantity} × {pkg ? pkg.label : t.choosePackage}
        {line.total !== undefined && <> · {formatBrl(line.total)}</>}
      </p>
      {asks && (
        <select
          aria-label={t.packageLabel(line.line)}
          className={styles.select}
          value={line.packageId ?? ''}
          aria-invalid={line.packageId === undefined}
          onChange={(event) => onChoose(line.line, Number(event.target.value))}
        >
          {line.packageId === undefined && <option value="">{t.choosePackage}</option>}
          {product.packages.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </select>
      )}
      {line.unknownHint !== undefined && <p className={styles.warning}>{t.unknownPackage(line.unknownHint)}</p>}
      {line.cutFrom !== undefined && <p className={styles.warning}>{t.cut(line.cutFrom, line.quantity)}</p>}
      {line.inCart > 0 && <p>{t.inCart(line.inCart)}</p>}
      {line.excessive && <p className={styles.warning}>{t.excessive}</p>}
    </>
  );
}

function problemOf(line: Exclude<ReportLine, FoundLine>, unchecked: UncheckedReason): string {
  switch (line.kind) {
    case 'invalid':
      return t.problem[line.problem];
    case 'not-found':
      return t.notFound(line.code);
    case 'unchecked':
      return unchecked === 'searching' ? t.checking(line.code) : t.unchecked(line.code);
    case 'unavailable':
      return t.unavailable(line.name);
    case 'repeated':
      return t.repeated(line.firstLine);
  }
}

// A row is drawn again only when its line changes: the report's other rows stay as they are.
const ReportRow = memo(function ReportRow({ line, onChoose, unchecked }: { line: ReportLine } & Omit<ReportListProps, 'report'>) {
  // A line that still needs its package is drawn apart from a ready one: its own label, border and background.
  const needsPackage = line.kind === 'found' && line.packageId === undefined;
  return (
    <li className={line.kind !== 'found' ? styles.problem : needsPackage ? styles.pending : styles.found}>
      <p className={styles.lineText}>
        {t.line(line.line)}: <code>{line.text}</code>
      </p>
      {(needsPackage || isReady(line)) && <p className={styles.state}>{needsPackage ? t.needsPackage : t.ready}</p>}
      {line.kind === 'found' ? <FoundDetails line={line} onChoose={onChoose} /> : <p>{problemOf(line, unchecked)}</p>}
    </li>
  );
});

/** One entry per line read: what it adds, or why it adds nothing. A long report draws its rows in steps. */
export const ReportList = memo(function ReportList({ report, onChoose, unchecked }: ReportListProps) {
  const shown = useRowsInSteps(report.length);
  const rows = report.length > shown ? report.slice(0, shown) : report;
  // The bench's floor (scripts/bench/quick-order.mjs): the same report as one plain text row per line.
  if (benchTextRows()) {
    return (
      <ol aria-label={t.reportTitle}>
        {report.map((line) => (
          <li key={line.line}>{`${t.line(line.line)}: ${line.text} ${line.kind === 'found' ? `${line.entry.product.family.name} ${line.quantity}` : problemOf(line, unchecked)}`}</li>
        ))}
      </ol>
    );
  }
  return (
    <ol className={styles.report} aria-label={t.reportTitle}>
      {rows.map((line) => (
        <ReportRow key={line.line} line={line} onChoose={onChoose} unchecked={unchecked} />
      ))}
    </ol>
  );
});
